import { html, trusted, type SafeHtml } from './html';
import type { Locale } from './texts';

// The console's look (MUI defaults): Roboto stack, primary #1976d2, paper card with elevation 1,
// outlined text fields, contained uppercase buttons, MUI's standard error alert colours.
const styles = trusted(`
:root{--primary:#1976d2;--primary-dark:#1565c0;--text:rgba(0,0,0,.87);--text-secondary:rgba(0,0,0,.6);
--divider:rgba(0,0,0,.23);--background:#f5f5f5;--error-bg:#fdeded;--error-text:#5f2120}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
background:var(--background);color:var(--text);font:400 1rem/1.5 Roboto,"Helvetica Neue",Helvetica,Arial,sans-serif}
main{width:100%;max-width:400px;background:#fff;border-radius:4px;padding:32px 24px;
box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.product{margin:0 0 8px;text-align:center;color:var(--primary);font-size:1.25rem;font-weight:500}
h1{margin:0 0 24px;text-align:center;font-size:1.5rem;font-weight:400}
.field{margin-bottom:16px}
label{display:block;margin-bottom:4px;color:var(--text-secondary);font-size:.875rem}
input{width:100%;padding:16.5px 14px;border:1px solid var(--divider);border-radius:4px;font:inherit;color:inherit}
input:hover{border-color:var(--text)}
input:focus{outline:2px solid var(--primary);outline-offset:-2px;border-color:transparent}
.button{display:block;width:100%;margin:8px 0 0;padding:8px 22px;border:0;border-radius:4px;cursor:pointer;
background:var(--primary);color:#fff;font-family:inherit;font-size:.9375rem;font-weight:500;line-height:1.75;
letter-spacing:.02857em;
text-align:center;text-decoration:none;text-transform:uppercase;
box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.button:hover,.button:focus-visible{background:var(--primary-dark)}
.button:focus-visible{outline:2px solid var(--text);outline-offset:2px}
.help,.field-error{margin:4px 14px 0;font-size:.75rem;line-height:1.66;text-align:left}
.help{color:var(--text-secondary)}
.field-error{color:#d32f2f}
input[aria-invalid=true]{border-color:#d32f2f}
input[readonly]{background:var(--background)}
.alert{margin-bottom:16px;padding:6px 16px;border-radius:4px;background:var(--error-bg);color:var(--error-text);
font-size:.875rem;line-height:1.43}
ul.choices{margin:0;padding:0;list-style:none}
p{text-align:center}
`);

export interface PageOptions {
  locale: Locale;
  /** Document title and main heading. */
  title: string;
  /** Product (realm display) name shown above the heading. */
  productName?: string;
  content: SafeHtml;
}

/** A complete HTML document: one centred card, like the console's login screen. */
export function renderPage({ locale, title, productName, content }: PageOptions): string {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>${productName ? `${title} - ${productName}` : title}</title>
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          ${productName ? html`<p class="product">${productName}</p>` : ''}
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html> `.value;
}
