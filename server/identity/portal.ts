import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderMessagePage } from './pages/messagePage';
import { renderPortalPage } from './pages/portalPage';
import { pickLocale, texts } from './pages/texts';
import type { Realm } from './realm';

type PortalRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/**
 * `GET /portal?client_id=&redirect_uri=`: lists the realms; each choice returns to redirect_uri
 * with `realm=<name>` added. The return address must be allowed for the client (default
 * `console`) in that realm: the public URL or localhost, never a foreign site.
 */
export function registerPortal(
  scope: FastifyInstance,
  realms: ReadonlyMap<string, Realm>,
  publicUrl: string,
) {
  scope.get('/portal', async (request: PortalRequest, reply) => {
    const clientId = stringParam(request.query.client_id, 'console');
    const redirectUri = stringParam(request.query.redirect_uri, `${publicUrl}/`);
    const locale = pickLocale({
      uiLocales: request.query.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    });
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY'); // and the platform's Content-Security-Policy
    const refuse = (message: string) =>
      reply.code(400).send(renderMessagePage({ locale, message }));

    if (clientId === undefined) return refuse(texts[locale].unknownClient);
    const ofClient = [...realms.values()].filter((realm) =>
      realm.definition.clients.some((client) => client.clientId === clientId),
    );
    if (ofClient.length === 0) return refuse(texts[locale].unknownClient);
    if (redirectUri === undefined) return refuse(texts[locale].invalidRedirect);
    const choices = ofClient
      .filter((realm) => realm.redirects(clientId).allowsUrl(redirectUri))
      .map((realm) => {
        const href = new URL(redirectUri);
        href.searchParams.set('realm', realm.definition.name);
        return { label: realm.definition.name, href: href.href };
      });
    if (choices.length === 0) return refuse(texts[locale].invalidRedirect);
    return reply.send(renderPortalPage(locale, choices));
  });
}

/** A single-valued query parameter, its fallback when absent, undefined when repeated. */
function stringParam(value: unknown, fallback: string): string | undefined {
  if (value === undefined || value === '') return fallback;
  return typeof value === 'string' ? value : undefined;
}
