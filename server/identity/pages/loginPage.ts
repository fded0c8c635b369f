import { html } from './html';
import { renderPage } from './layout';
import { texts, type Locale } from './texts';

export interface LoginPageOptions {
  locale: Locale;
  productName: string;
  /** Where the form posts (the interaction's own URL). */
  action: string;
  username?: string;
  /** Why the last attempt failed ("Invalid username or password.", a lockout). */
  error?: string;
}

/** The login form, with Keycloak's field names (`username`, `password`). */
export function renderLoginPage(options: LoginPageOptions): string {
  const { locale, productName, action, username = '', error: problem } = options;
  const t = texts[locale];
  const invalid = problem ? 'true' : 'false';
  const error = problem
    ? html`<div class="alert" id="input-error" role="alert">${problem}</div>`
    : '';
  const describedBy = problem ? html` aria-describedby="input-error"` : '';
  // Focus the first field still to fill: the username, or the password after a failed attempt.
  const focusPassword = username !== '';
  const content = html`${error}
    <form id="kc-form-login" method="post" action="${action}">
      <div class="field">
        <label for="username">${t.username}</label>
        <input
          id="username"
          name="username"
          type="text"
          value="${username}"
          autocomplete="username"
          autocapitalize="none"
          spellcheck="false"
          required
          aria-invalid="${invalid}"
          ${describedBy}${focusPassword ? '' : html` autofocus`}
        />
      </div>
      <div class="field">
        <label for="password">${t.password}</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          aria-invalid="${invalid}"
          ${describedBy}${focusPassword ? html` autofocus` : ''}
        />
      </div>
      <button class="button" id="kc-login" type="submit">${t.signIn}</button>
    </form>`;
  return renderPage({ locale, title: t.signInTitle, productName, content });
}
