import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_CLIENT_ID } from '../config';
import type { AppDatabase } from '../db';
import { ACTIVATION_ROUTE } from '../shared/activationToken';
import { redeemActivation, usableActivation } from './activations';
import { crossSite, sendHtml } from './formPages';
import { renderActivationPage } from './pages/activationPage';
import { renderMessagePage } from './pages/messagePage';
import { pickLocale, texts, type Locale } from './pages/texts';
import { hashPassword } from './passwords';
import { PASSWORD_RULE, passwordProblem } from './passwordRule';
import { LOGIN_FORM_RATE_LIMIT } from './rateLimits';
import type { Realm } from './realm';
import type { RealmDefinition } from './realms';

type ActivationRequest = FastifyRequest<{
  Params: { realm: string };
  Querystring: Record<string, unknown>;
  Body: Record<string, unknown> | undefined;
}>;

/**
 * Where the console is, for the "Go to the console" link: the console client's first redirect
 * URI that names one place (a path under the public URL, or an address without a wildcard
 * port), with `?realm=` so that the console opens this realm's sign-in.
 */
export function consoleUrl(realm: RealmDefinition, publicUrl: string): string {
  const client = realm.clients.find((candidate) => candidate.clientId === CONSOLE_CLIENT_ID);
  const pattern = client?.redirectUris.find((uri) => uri.startsWith('/') || !uri.includes(':*'));
  const base = pattern?.replace(/\*$/, '') ?? '/';
  const url = new URL(base, `${publicUrl}/`);
  url.searchParams.set('realm', realm.name);
  return url.href;
}

/**
 * The account activation page, `GET|POST /realms/{realm}/activate?token=…` (the link the
 * configuration service hands out): "Choose a password" and its confirmation; a good one sets the
 * password, enables the account and uses the link up. A used, expired or unknown link, whichever,
 * gets the same page. Posts from another site are refused like the login form's.
 */
export function registerActivation(
  scope: FastifyInstance,
  realms: ReadonlyMap<string, Realm>,
  db: AppDatabase,
  publicUrl: string,
) {
  const localeOf = (request: ActivationRequest): Locale =>
    pickLocale({
      kcLocale: request.query.kc_locale,
      acceptLanguage: request.headers['accept-language'],
    });
  const message = (
    reply: FastifyReply,
    status: number,
    locale: Locale,
    text: string,
    realm?: Realm,
  ) =>
    sendHtml(
      reply,
      status,
      renderMessagePage({ locale, message: text, productName: realm?.definition.displayName }),
    );
  // 410 Gone: the link is no use any more (or never was: not said, so that tokens cannot be probed).
  const expired = (reply: FastifyReply, locale: Locale, realm?: Realm) =>
    message(reply, 410, locale, texts[locale].activationExpired, realm);

  /** The form, posting to this path (the token travels in the body, the language in the query). */
  const form = (realm: Realm, request: ActivationRequest, token: string, email: string) => {
    const locale = localeOf(request);
    const kcLocale = request.query.kc_locale;
    const query = typeof kcLocale === 'string' ? `?kc_locale=${encodeURIComponent(kcLocale)}` : '';
    return (errors?: { password?: string; confirmation?: string }) =>
      renderActivationPage({
        locale,
        productName: realm.definition.displayName,
        action: `${realm.mountPath}/activate${query}`,
        token,
        email,
        minLength: PASSWORD_RULE.minLength,
        errors,
      });
  };

  scope.get(ACTIVATION_ROUTE, async (request: ActivationRequest, reply) => {
    const locale = localeOf(request);
    const realm = realms.get(request.params.realm);
    const token = request.query.token;
    const activation = realm && (await usableActivation(db, realm.definition.name, token));
    if (!realm || !activation) return expired(reply, locale, realm);
    return sendHtml(reply, 200, form(realm, request, String(token), activation.email)());
  });

  scope.post(
    ACTIVATION_ROUTE,
    // Each post costs an scrypt hash: the login form's per-address limit.
    { config: { rateLimit: LOGIN_FORM_RATE_LIMIT } },
    async (request: ActivationRequest, reply) => {
      const locale = localeOf(request);
      const t = texts[locale];
      const realm = realms.get(request.params.realm);
      // Set by a page of another site, a password would be the attacker's: refused first.
      if (crossSite(request)) return message(reply, 403, locale, t.activationCrossSite, realm);
      const field = (name: string) => {
        const value = request.body?.[name];
        return typeof value === 'string' ? value : '';
      };
      const token = field('token');
      const activation = realm && (await usableActivation(db, realm.definition.name, token));
      if (!realm || !activation) return expired(reply, locale, realm);

      const password = field('password-new');
      const problem = passwordProblem(password);
      const errors = {
        password:
          problem === 'weak'
            ? t.weakPassword.replace('{min}', String(PASSWORD_RULE.minLength))
            : problem === 'tooLong'
              ? t.passwordTooLong.replace('{max}', String(PASSWORD_RULE.maxLength))
              : undefined,
        confirmation: field('password-confirm') !== password ? t.passwordMismatch : undefined,
      };
      if (errors.password || errors.confirmation)
        return sendHtml(reply, 400, form(realm, request, token, activation.email)(errors));

      const redeemed = await redeemActivation(db, activation.id, await hashPassword(password));
      if (!redeemed) return expired(reply, locale, realm);
      return sendHtml(
        reply,
        200,
        renderMessagePage({
          locale,
          title: t.accountActive,
          message: t.accountActiveMessage,
          productName: realm.definition.displayName,
          link: { href: consoleUrl(realm.definition, publicUrl), label: t.openConsole },
        }),
      );
    },
  );
}
