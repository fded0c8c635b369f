import type { FastifyReply, FastifyRequest } from 'fastify';

// What the identity's own form pages (login, account activation) share: how a page is sent, and
// how a form post from another site is recognised.

/** Sends a page: never cached (it may carry a one-time link or an error), never framed. */
export const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY') // and the platform's Content-Security-Policy
    .send(body);

/**
 * A form post sent by another site (login CSRF): the browser says so in Sec-Fetch-Site, or (an
 * older browser) its Origin is not this server's.
 */
export function crossSite(request: FastifyRequest): boolean {
  // Browsers send Fetch Metadata; with `Referrer-Policy: no-referrer` their Origin is `null`.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false; // not a browser, or an old one: the cookie still binds
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // `null` (a sandboxed frame, a data: page)
  }
}
