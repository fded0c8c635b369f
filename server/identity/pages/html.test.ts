import { describe, expect, it } from 'vitest';
import { html } from './html';

describe('html template tag', () => {
  it('escapes every interpolated value but not nested html fragments', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    const fragment = html`<b>${name}</b>`;
    expect(
      html`<p title="${name}">${fragment}${[1, html`<i>${'<'}</i>`]}${undefined}</p>`.value,
    ).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">' +
        '<b>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</b>1<i>&lt;</i></p>',
    );
  });
});
