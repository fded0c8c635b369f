import { html } from './html';
import { renderPage } from './layout';
import { texts, type Locale } from './texts';

export interface PortalChoice {
  label: string;
  href: string;
}

/** The login portal: one button per realm, each returning to the console with `?realm=`. */
export function renderPortalPage(locale: Locale, choices: readonly PortalChoice[]): string {
  const content = html`<ul class="choices">
    ${choices.map(
      (choice, index) =>
        html`<li>
          <a class="button" href="${choice.href}" ${index === 0 ? html` autofocus` : ''}
            >${choice.label}</a
          >
        </li>`,
    )}
  </ul>`;
  return renderPage({ locale, title: texts[locale].portalTitle, content });
}
