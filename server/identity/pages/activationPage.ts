import { html, type SafeHtml } from './html';
import { renderPage } from './layout';
import { texts, type Locale } from './texts';

export interface ActivationPageOptions {
  locale: Locale;
  productName: string;
  /** Where the form posts (the page's own path). */
  action: string;
  /** The one-time token, posted back in a hidden field (not kept in the action's URL). */
  token: string;
  email: string;
  /** The password rule's minimum length, shown under the field. */
  minLength: number;
  /** Refusals of the last post, shown under their field. */
  errors?: { password?: string; confirmation?: string };
}

/** One password field with its error (or help) under it, tied by aria-describedby. */
function passwordField(options: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  autofocus: boolean;
}): SafeHtml {
  const { id, label, error, help, autofocus } = options;
  const note = error
    ? html`<p class="field-error" id="${id}-error" role="alert">${error}</p>`
    : help
      ? html`<p class="help" id="${id}-help">${help}</p>`
      : '';
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${id}"
      type="password"
      autocomplete="new-password"
      required
      aria-invalid="${error ? 'true' : 'false'}"
      ${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
        autofocus ? html` autofocus` : ''
      }
    />
    ${note}
  </div>`;
}

/**
 * "Choose a password", with Keycloak's update-password field names (`password-new`,
 * `password-confirm`). The e-mail is shown read-only, and named `username` so that password
 * managers file the new password under the right account. No script (the CSP allows none).
 */
export function renderActivationPage(options: ActivationPageOptions): string {
  const { locale, productName, action, token, email, minLength, errors = {} } = options;
  const t = texts[locale];
  const rule = t.passwordRule.replace('{min}', String(minLength));
  const content = html`<form id="kc-activate-form" method="post" action="${action}">
    <input type="hidden" name="token" value="${token}" />
    <div class="field">
      <label for="username">${t.email}</label>
      <input
        id="username"
        name="username"
        type="email"
        value="${email}"
        autocomplete="username"
        readonly
      />
    </div>
    ${passwordField({
      id: 'password-new',
      label: t.newPassword,
      error: errors.password,
      help: rule,
      // The first field to fix; the password when nothing is wrong yet.
      autofocus: Boolean(errors.password) || !errors.confirmation,
    })}
    ${passwordField({
      id: 'password-confirm',
      label: t.confirmPassword,
      error: errors.confirmation,
      autofocus: Boolean(errors.confirmation) && !errors.password,
    })}
    <button class="button" id="kc-activate" type="submit">${t.activate}</button>
  </form>`;
  return renderPage({ locale, title: t.activateTitle, productName, content });
}
