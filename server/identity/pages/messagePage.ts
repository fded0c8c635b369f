import { html } from './html';
import { renderPage } from './layout';
import { texts, type Locale } from './texts';

/** A page that only says something (errors, "signed out"), with an optional way on. */
export function renderMessagePage(options: {
  locale: Locale;
  message: string;
  title?: string;
  productName?: string;
  link?: { href: string; label: string };
}): string {
  const { locale, message, title = texts[locale].errorTitle, productName, link } = options;
  const content = html`<p role="status">${message}</p>
    ${link ? html`<a class="button" href="${link.href}">${link.label}</a>` : ''}`;
  return renderPage({ locale, title, productName, content });
}
