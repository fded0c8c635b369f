import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { crossSite, sendHtml as html } from './formPages';
import { renderLoginPage } from './pages/loginPage';
import { renderMessagePage } from './pages/messagePage';
import { pickLocale, texts } from './pages/texts';
import { LOGIN_FORM_RATE_LIMIT } from './rateLimits';
import type { Realm } from './realm';

type InteractionRequest = FastifyRequest<{
  Params: { realm: string; uid: string };
  Body: Record<string, unknown> | undefined;
}>;

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
    const page = (username: string, error?: string) =>
      renderLoginPage({
        locale,
        productName: realm.definition.displayName,
        action: `${realm.mountPath}/login-actions/authenticate/${encodeURIComponent(details.uid)}`,
        username,
        error,
      });
    return { realm, details, page, locale };
  }

  scope.get(url, async (request: InteractionRequest, reply) => {
    const found = await pending(request, reply);
    if (!found) return reply;
    const hint = found.details.params.login_hint;
    return html(reply, 200, found.page(typeof hint === 'string' ? hint : ''));
  });

  scope.post(
    url,
    { config: { rateLimit: LOGIN_FORM_RATE_LIMIT } },
    async (request: InteractionRequest, reply) => {
      const found = await pending(request, reply);
      if (!found) return reply;
      const field = (name: string) => {
        const value = request.body?.[name];
        return typeof value === 'string' ? value : '';
      };
      const t = texts[found.locale];
      // Login CSRF: the form is posted from the identity's own page, never from another site.
      if (crossSite(request))
        return html(
          reply,
          403,
          renderMessagePage({ locale: found.locale, message: t.crossSiteForm }),
        );
      const attempt = await found.realm.guard.signIn(
        { name: found.realm.definition.name, users: found.realm.users },
        field('username'),
        field('password'),
        {
          clientId: String(found.details.params.client_id),
          ipAddress: request.ip,
          authMethod: 'form',
        },
      );
      if (!attempt.ok) {
        const error =
          attempt.error === 'user_temporarily_disabled'
            ? t.temporarilyDisabled.replace(
                '{minutes}',
                String(Math.ceil(attempt.retryAfterSeconds / 60)),
              )
            : t.invalidCredentials;
        return html(reply, 200, found.page(field('username'), error));
      }
      const result: InteractionResults = { login: { accountId: attempt.user.id } };
      const returnTo = await found.realm.provider.interactionResult(
        request.raw,
        reply.raw,
        result,
        {
          mergeWithLastSubmission: false,
        },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
