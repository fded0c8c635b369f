import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from './cookieJar';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

export interface LoginOptions {
  realm?: string;
  clientId?: string;
  /** Where the identity server sends the code; defaults to `${baseUrl}/`. */
  redirectUri?: string;
  /** Extra authorization request parameters (ui_locales, kc_locale, login_hint...). */
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A sign-in in progress: the browser state between the authorization request and the code. */
export interface LoginAttempt {
  jar: CookieJar;
  /** The login page's URL (the form posts there) and its HTML. */
  pageUrl: string;
  pageHtml: string;
  tokenEndpoint: string;
  clientId: string;
  redirectUri: string;
  verifier: string;
}

const random = () => randomBytes(32).toString('base64url');
const withoutQuery = (url: string) => url.split(/[?#]/)[0];

/** Follows redirects by hand (keeping cookies) until a response that is not a redirect, or a
 * redirect to `stopAt` (the client's redirect URI, which carries the code). */
async function follow(
  jar: CookieJar,
  first: Response,
  from: string,
  stopAt: string,
  headers: Record<string, string> = {},
) {
  let response = first;
  let url = from;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    url = new URL(location, url).href;
    if (withoutQuery(url) === withoutQuery(stopAt)) return { response, url };
    response = await fetch(url, {
      redirect: 'manual',
      headers: { ...headers, cookie: jar.header() },
    });
    jar.store(response);
  }
  return { response, url };
}

/** Starts the authorization code flow (PKCE S256) and follows it to the login page. */
export async function openLoginPage(
  baseUrl: string,
  {
    realm = 'demo',
    clientId = 'console',
    redirectUri = `${baseUrl}/`,
    params = {},
    headers = {},
  }: LoginOptions = {},
): Promise<LoginAttempt> {
  const endpoint = `${baseUrl}/realms/${realm}/protocol/openid-connect`;
  const verifier = random();
  const authorize = new URL(`${endpoint}/auth`);
  const query = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: random(),
    nonce: random(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  };
  Object.entries(query).forEach(([key, value]) => authorize.searchParams.set(key, value));

  const jar = new CookieJar();
  const start = await fetch(authorize, { redirect: 'manual', headers });
  jar.store(start);
  const { response, url } = await follow(jar, start, authorize.href, redirectUri, headers);
  if (response.status !== 200) {
    throw new Error(`expected the login page, got HTTP ${response.status} at ${url}`);
  }
  const pageHtml = await response.text();
  return {
    jar,
    pageUrl: url,
    pageHtml,
    tokenEndpoint: `${endpoint}/token`,
    clientId,
    redirectUri,
    verifier,
  };
}

/** Posts the login form; `code` is set when the identity server sent the browser back. */
export async function submitLogin(
  attempt: LoginAttempt,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const { jar, pageUrl, redirectUri } = attempt;
  const submitted = await fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...headers,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
  jar.store(submitted);
  const { response, url } = await follow(jar, submitted, pageUrl, redirectUri, headers);
  const code =
    withoutQuery(url) === withoutQuery(redirectUri) ? new URL(url).searchParams.get('code') : null;
  return { response, url, code, submitted };
}

/** Exchanges an authorization code for tokens. */
export async function exchangeCode(attempt: LoginAttempt, code: string): Promise<Tokens> {
  const response = await fetch(attempt.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: attempt.clientId,
      redirect_uri: attempt.redirectUri,
      code_verifier: attempt.verifier,
    }),
  });
  if (!response.ok) throw new Error(`token request failed, HTTP ${response.status}`);
  return (await response.json()) as Tokens;
}

/**
 * Signs in through the identity server the way a browser does (authorization code + PKCE S256,
 * the login form, cookies) and exchanges the code for tokens. Throws when the credentials are
 * refused. For other integration tests: `const { access_token } = await loginAs(baseUrl, 'admin')`.
 */
export async function loginAs(
  baseUrl: string,
  username: string,
  password: string = username,
  options: LoginOptions = {},
): Promise<Tokens> {
  const attempt = await openLoginPage(baseUrl, options);
  const { code, url } = await submitLogin(attempt, { username, password });
  if (!code) throw new Error(`loginAs: ${username} was not signed in (ended on ${url})`);
  return exchangeCode(attempt, code);
}
