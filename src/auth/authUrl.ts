import type { RuntimeConfig } from '../../contracts/runtimeConfig';

/**
 * Parameters removed from the console's URL (spec §2 item 1), plus `state`, the other half of an
 * OIDC callback, so a stale callback never reaches a bookmark or the next sign-in redirect.
 */
export const AUTH_URL_PARAMS = ['session_state', 'code', 'realm', 'iss', 'state'] as const;

/** `href` without the given query parameters; path, other parameters and hash are kept. */
export const withoutParams = (
  href: string,
  params: readonly string[] = AUTH_URL_PARAMS,
): string => {
  const url = new URL(href);
  for (const param of params) url.searchParams.delete(param);
  return url.toString();
};

/**
 * Where a sign-in (or the login portal) comes back: this page, without the parameters above and
 * without the hash (a redirect URI may not carry a fragment; the identity server refuses one).
 */
export const returnAddress = (href: string): string => {
  const url = new URL(withoutParams(href));
  url.hash = '';
  return url.toString();
};

type BrowserHistory = Pick<History, 'state' | 'replaceState'>;

/** Rewrites the address bar without a navigation (history.replaceState). */
export const cleanAddressBar = (
  location: Pick<Location, 'href'>,
  history: BrowserHistory,
  params: readonly string[] = AUTH_URL_PARAMS,
): void => {
  const clean = withoutParams(location.href, params);
  if (clean !== location.href) history.replaceState(history.state, '', clean);
};

/** The login portal, told the console's client id and where to come back (spec §2 item 2). */
export const loginPortalUrl = (
  config: Pick<RuntimeConfig, 'loginPortalUrl' | 'clientId'>,
  returnTo: string,
): string => {
  const url = new URL(config.loginPortalUrl, returnTo);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', returnTo);
  return url.toString();
};

/** The address is the identity server's answer to a sign-in: an authorisation code and its state. */
export const isSignInCallback = (href: string): boolean => {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  url.searchParams.forEach((value, key) => params.append(key, value));
  return params.has('code') && params.has('state');
};
