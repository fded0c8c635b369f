import { createHash } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { html, trusted } from './html';
import { renderPage } from './layout';
import { renderMessagePage } from './messagePage';
import { pickLocale, texts } from './texts';

const localeOf = (ctx: KoaContextWithOIDC) =>
  pickLocale({
    uiLocales: ctx.oidc?.params?.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });

type ProviderPages = Pick<Configuration, 'renderError'> & {
  logoutSource: NonNullable<
    NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource']
  >;
  postLogoutSuccessSource: NonNullable<
    NonNullable<
      NonNullable<Configuration['features']>['rpInitiatedLogout']
    >['postLogoutSuccessSource']
  >;
};

/** The logout page's one inline script, allowed by its hash in the Content-Security-Policy. */
const LOGOUT_SCRIPT = "document.getElementById('logout').click();";
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;
/** Built outside the `html` template, which the formatter reflows: the hashed text must be exact. */
const LOGOUT_SCRIPT_TAG = trusted(`<script>${LOGOUT_SCRIPT}</script>`);

/** The pages oidc-provider renders itself, in the login page's look. */
export function providerPages(productName: string): ProviderPages {
  return {
    // Keycloak logs out without asking: submit the provider's confirmation form at once (the
    // button carries logout=yes, which also ends the identity-server session). Without
    // JavaScript the button stays visible.
    logoutSource(ctx, form) {
      const locale = localeOf(ctx);
      const t = texts[locale];
      const content = html`<p>${t.signingOut}</p>
        ${trusted(form)}
        <button
          class="button"
          id="logout"
          type="submit"
          form="op.logoutForm"
          name="logout"
          value="yes"
        >
          ${t.signOut}
        </button>
        ${LOGOUT_SCRIPT_TAG}`;
      ctx.type = 'html';
      ctx.body = renderPage({ locale, title: t.signOut, productName, content });
    },
    postLogoutSuccessSource(ctx) {
      const locale = localeOf(ctx);
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        locale,
        title: texts[locale].signOut,
        message: texts[locale].signedOut,
        productName,
      });
    },
    renderError(ctx, out) {
      const locale = localeOf(ctx);
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        locale,
        message: out.error_description ?? out.error,
        productName,
      });
    },
  };
}
