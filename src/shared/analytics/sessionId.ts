const SESSION_KEY = 'analytics-session';

/** One id per browser session (tab lifetime), kept in session storage. */
export const analyticsSessionId = (
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  generate: () => string = () => crypto.randomUUID(),
): string => {
  const stored = storage.getItem(SESSION_KEY);
  if (stored) return stored;
  const id = generate();
  storage.setItem(SESSION_KEY, id);
  return id;
};
