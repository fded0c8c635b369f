/**
 * For the benches: the identity server has answered this page's sign-in (a reload refreshes the
 * stored tokens), so the stored tokens are those a later page load may start from. A page closed
 * before may leave a refresh token the server has taken but the page has not stored, and a used
 * one ends the session.
 */
export const SIGNED_IN_MARK = 'console:signed-in';

export const markSignedIn = (): void => {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(SIGNED_IN_MARK);
};
