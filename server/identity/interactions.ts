import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { renderLoginPage } from './pages/loginPage';
import { renderMessagePage } from './pages/messagePage';
import { pickLocale, texts } from './pages/texts';
import type { Realm } from './realm';
import { authenticate } from './users';

type InteractionRequest = FastifyRequest<{
  Params: { realm: string; uid: string };
  Body: Record<string, unknown> | undefined;
}>;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "frame-ancestors 'none'")
    .send(body);

/** The login page of oidc-provider interactions (devInteractions off, gotcha 5). */
export function registerInteractions(scope: FastifyInstance, realms: ReadonlyMap<string, Realm>) {
  const url = '/realms/:realm/login-actions/authenticate/:uid';

  /** The realm and the pending interaction, or an error page already sent. */
  async function pending(request: InteractionRequest, reply: FastifyReply) {
    const realm = realms.get(request.params.realm);
    const details = realm
      ? await realm.provider.interactionDetails(request.raw, reply.raw).catch(() => undefined)
      : undefined;
    const locale = pickLocale({
      kcLocale: details?.params.kc_locale,
      uiLocales: details?.params.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    });
    if (!realm || !details || details.uid !== request.params.uid) {
      const message = texts[locale].loginTimeout;
      await html(reply, 400, renderMessagePage({ locale, message }));
      return undefined;
    }
    const page = (username: string, invalidCredentials: boolean) =>
      renderLoginPage({
        locale,
        productName: realm.definition.displayName,
        action: `${realm.mountPath}/login-actions/authenticate/${encodeURIComponent(details.uid)}`,
        username,
        invalidCredentials,
      });
    return { realm, details, page };
  }

  scope.get(url, async (request: InteractionRequest, reply) => {
    const found = await pending(request, reply);
    if (!found) return reply;
    const hint = found.details.params.login_hint;
    return html(reply, 200, found.page(typeof hint === 'string' ? hint : '', false));
  });

  scope.post(url, async (request: InteractionRequest, reply) => {
    const found = await pending(request, reply);
    if (!found) return reply;
    const field = (name: string) => {
      const value = request.body?.[name];
      return typeof value === 'string' ? value : '';
    };
    const user = authenticate(found.realm.definition, field('username'), field('password'));
    if (!user) return html(reply, 200, found.page(field('username'), true));
    const result: InteractionResults = { login: { accountId: user.id } };
    const returnTo = await found.realm.provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  });
}
