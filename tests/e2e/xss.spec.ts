import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, signIn } from './support';

// Issue 11 item 3: an XSS corpus stored through every text field the services accept (labels,
// descriptions, packages, clue queries, corpus sentences, dictionary words, call transcripts and
// metadata) shows as inert text on every page that displays it: no dialog, no injected element,
// the payload readable as it was typed.

/** Each payload that could make an element carries an id starting with `xss`. */
const PAYLOADS = [
  `<img id=xss1 src=x onerror=alert(1)>`,
  `<script id=xss2>alert(2)</script>`,
  `"><svg id=xss3 onload=alert(3)>`,
  `<iframe id=xss4 srcdoc="<script>parent.alert(4)</script>"></iframe>`,
  `<a id=xss5 href="javascript:alert(5)">xss5</a>`,
  `javascript:alert(6)`,
  `{{constructor.constructor('alert(7)')()}}`,
  `<details id=xss8 open ontoggle=alert(8)>`,
] as const;
const [IMG, SCRIPT, SVG, IFRAME, LINK, JS_URL, TEMPLATE, DETAILS] = PAYLOADS;
/** Whatever the corpus could have injected. */
const INJECTED = '[id^="xss"], a[href^="javascript:" i], iframe[srcdoc]';

const stamp = Date.now().toString(36);
/**
 * A label (at most 255 characters): most of the corpus around a name to find it by. Starting with
 * punctuation, it comes first in the lists sorted by label, whatever other tests created.
 */
const labelOf = (kind: string) =>
  `${IMG} ${kind} ${stamp} ${[SVG, JS_URL, TEMPLATE, DETAILS].join(' ')}`;
/** A free text: the whole corpus. */
const textOf = (kind: string) => `${kind} ${PAYLOADS.join(' ')}`;

const LABELS = {
  corpus: labelOf('Corpus'),
  dictionary: labelOf('Dictionary'),
  model: labelOf('Model'),
  clue: labelOf('Clue'),
  tag: labelOf('Tag'),
};
const PACKAGE = `Package ${IMG} ${TEMPLATE}`;
/** Matches the transcript's first turn (a phrase of the first payload's words). */
const CLUE_QUERY = `"${IMG}" | "${SCRIPT}"`;
const TRANSCRIPT = PAYLOADS.map((text, at) => ({
  speaker: at % 2 === 0 ? ('in' as const) : ('out' as const),
  start: at * 4000,
  end: at * 4000 + 3000,
  text: `Turn ${at + 1} ${text}`,
}));
const METADATA: Record<string, string> = {
  agent: `${SVG} ${LINK}`,
  note: PAYLOADS.join(' '),
  [IMG]: `${IFRAME} ${TEMPLATE}`,
};

interface Stored {
  corpus: number;
  dictionary: number;
  model: number;
  clue: number;
  tag: number;
  call: string;
}

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: number | string };
}

const LM = '/services/lm-factory/api/';
const MORIARTY = '/services/moriarty/api/';

/**
 * Every record through the services' APIs: LM Factory's as the administrator (the platform's,
 * which the client reads too), the clue and tag as the client (its own, private descriptions
 * included), and a call of the client through the test hook (calls are seeded, not created).
 */
async function storeCorpus(request: APIRequestContext): Promise<Stored> {
  const admin = await accessTokenOf(request, 'admin');
  const client = await accessTokenOf(request, 'client');
  const lang = 'fr';
  const corpus = await post(request, admin, `${LM}corpuses`, {
    label: LABELS.corpus,
    description: textOf('Corpus description'),
    lang,
    sentences: PAYLOADS,
  });
  const dictionary = await post(request, admin, `${LM}dictionaries`, {
    label: LABELS.dictionary,
    description: textOf('Dictionary description'),
    lang,
    content: PAYLOADS.join('\n'),
  });
  const model = await post(request, admin, `${LM}language_models`, {
    label: LABELS.model,
    description: textOf('Model description'),
    lang,
    corpuses: [corpus.id],
    dictionaries: [dictionary.id],
  });
  const clue = await post(request, client, `${MORIARTY}clues`, {
    label: LABELS.clue,
    lang,
    package: PACKAGE,
    private_description: textOf('Clue private'),
    public_description: textOf('Clue public'),
    query: CLUE_QUERY,
  });
  const tag = await post(request, client, `${MORIARTY}tags`, {
    label: LABELS.tag,
    lang,
    package: PACKAGE,
    private_description: textOf('Tag private'),
    public_description: textOf('Tag public'),
    query: { and: [clue.id] },
  });
  // A change, for the record's history.
  const changed = await request.patch(`${MORIARTY}clues/${clue.id}`, {
    headers: { authorization: `Bearer ${client}` },
    data: { public_description: textOf('Clue public v2') },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  // Campaign 1 (line 101) is the demo client's, in French. The call is older than the demo calls
  // (at most 395 days), so no other test meets it first; the Moriarty preview still evaluates it.
  const start = new Date(Date.now() - 400 * 86_400_000);
  const day = start.toISOString().slice(0, 10).replaceAll('-', '');
  const call = await post(request, admin, '/test-hooks/calls', {
    id: `101-${day}.${9000 + (Date.now() % 1000)}`,
    campaign_id: 1,
    lang,
    start_time: start.toISOString(),
    transcript: TRANSCRIPT,
    metadata: METADATA,
  });
  return {
    corpus: Number(corpus.id),
    dictionary: Number(dictionary.id),
    model: Number(model.id),
    clue: Number(clue.id),
    tag: Number(tag.id),
    call: String(call.id),
  };
}

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** A text box by the start of its label ("Label *"), and the value it must hold. */
type Shown = string | [name: string, value: string];

/**
 * Each text is on the page as text (or as a text box's value), nothing was injected, no dialog
 * opened, and the page title (document.title) holds no markup.
 */
async function expectInert(page: Page, dialogs: readonly string[], shown: readonly Shown[]) {
  for (const item of shown) {
    if (typeof item === 'string') {
      await expect(page.getByText(item).first(), item).toBeVisible();
    } else {
      const [name, value] = item;
      const box = page.getByRole('textbox', { name: new RegExp(`^${name}`) }).first();
      await expect(box, name).toHaveValue(value);
    }
  }
  await expect(page.locator(INJECTED)).toHaveCount(0);
  expect(await page.title()).not.toMatch(/[<>]|xss\d/);
  expect(dialogs).toEqual([]);
}

/**
 * Opens a console route without reloading the console (a reload restores the session through the
 * identity server: seconds per page), as the router's own links do.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
}

/** The page bar's title: "<resource> <label>". */
const barTitle = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true });

let stored: Stored;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    stored = await storeCorpus(request);
  } finally {
    await request.dispose();
  }
});

test('admin: every page shows the stored payloads as inert text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const visit = async (path: string, shown: readonly Shown[]) => {
    await navigate(page, path);
    await expectInert(page, dialogs, shown);
  };
  await signIn(page, 'admin', '/lmfactory/corpuses?language=fr');
  await expectInert(page, dialogs, [LABELS.corpus]);

  await visit(`/lmfactory/corpuses/${stored.corpus}`, [
    ['Label', LABELS.corpus],
    ['Description', textOf('Corpus description')],
    ...PAYLOADS,
  ]);
  await expect(barTitle(page, `Corpus ${LABELS.corpus}`)).toBeVisible();
  // Sentences found in real calls: transcript turns.
  await page.getByRole('textbox', { name: 'Expression' }).fill('turn');
  await page.getByRole('textbox', { name: 'Expression' }).press('Enter');
  await expectInert(page, dialogs, [TRANSCRIPT[0].text, TRANSCRIPT[3].text]);

  await visit('/lmfactory/dictionaries?language=fr', [
    LABELS.dictionary,
    textOf('Dictionary description'),
  ]);
  await visit(`/lmfactory/dictionaries/${stored.dictionary}`, [
    ['Description', textOf('Dictionary description')],
    ['Words and expressions', PAYLOADS.join('\n')],
    LABELS.dictionary,
    ...PAYLOADS,
  ]);
  await expect(barTitle(page, `Dictionary ${LABELS.dictionary}`)).toBeVisible();

  await visit('/moriarty/clues?language=fr', [LABELS.clue, PACKAGE, CLUE_QUERY]);
  // The live preview shows the matching turns of the call.
  await visit(`/moriarty/clues/${stored.clue}`, [
    ['Label', LABELS.clue],
    ['Query', CLUE_QUERY],
    ['Package', PACKAGE],
    ['Private description', textOf('Clue private')],
    ['Public description', textOf('Clue public v2')],
    LABELS.tag,
    TRANSCRIPT[0].text,
    TRANSCRIPT[1].text,
  ]);
  await expect(barTitle(page, `Clue ${LABELS.clue}`)).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expectInert(page, dialogs, [`public_description: Clue public ${IMG}`]);

  await visit('/moriarty/tags?language=fr', [LABELS.tag, PACKAGE, textOf('Tag public')]);
  await visit(`/moriarty/tags/${stored.tag}`, [
    ['Label', LABELS.tag],
    ['Private description', textOf('Tag private')],
    LABELS.clue,
    TRANSCRIPT[0].text,
  ]);
  await expect(barTitle(page, `Tag ${LABELS.tag}`)).toBeVisible();

  // The call list, filtered by the tag, with the words searched and a metadata condition from
  // the address: the call, its tag and its matching turns; the conditions as chips.
  const filters = new URLSearchParams({
    language: 'fr',
    tags: String(stored.tag),
    search: 'turn',
    metadata: `agent:${encodeURIComponent(METADATA.agent)}`,
  });
  await visit(`/scribr/call-list?${filters}`, [
    stored.call,
    LABELS.tag,
    TRANSCRIPT[0].text,
    `agent: ${METADATA.agent}`,
  ]);
  await visit(`/scribr/${stored.call}`, [
    ...TRANSCRIPT.map((turn) => turn.text),
    LABELS.tag,
    ...Object.keys(METADATA),
    ...Object.values(METADATA),
  ]);
  // The tag's matches marked in the transcript.
  await page.getByRole('button', { name: LABELS.tag }).click();
  await expect(page.locator('mark[data-mark="tag"]').first()).toBeVisible();
  await expectInert(page, dialogs, [TRANSCRIPT[0].text]);

  // The command palette echoes what is typed.
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search a page...').fill(IMG);
  await expectInert(page, dialogs, []);
  await page.keyboard.press('Escape');

  // Last, so the model's build (seconds) is over: its configuration repeats the label.
  await visit('/lmfactory/language-models?language=fr', [LABELS.model]);
  await visit(`/lmfactory/language-models/${stored.model}`, [
    ['Description', textOf('Model description')],
    LABELS.corpus,
    LABELS.dictionary,
  ]);
  await expect(barTitle(page, `Language model ${LABELS.model}`)).toBeVisible();
  await expect(page.getByText('Name', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectInert(page, dialogs, [LABELS.model]);
});

test('client: its pages show the stored payloads as inert text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const visit = async (path: string, shown: readonly Shown[]) => {
    await navigate(page, path);
    await expectInert(page, dialogs, shown);
  };
  await signIn(page, 'client', '/moriarty/clues?language=fr');
  await expectInert(page, dialogs, [LABELS.clue, PACKAGE, CLUE_QUERY]);
  await visit(`/moriarty/tags/${stored.tag}`, [
    ['Label', LABELS.tag],
    ['Private description', textOf('Tag private')],
    ['Public description', textOf('Tag public')],
    LABELS.clue,
    TRANSCRIPT[0].text,
  ]);
  await visit(`/lmfactory/corpuses/${stored.corpus}`, [
    ['Label', LABELS.corpus],
    ['Description', textOf('Corpus description')],
    ...PAYLOADS,
  ]);
  await visit(`/scribr/call-list?language=fr&tags=${stored.tag}`, [stored.call, LABELS.tag]);
  await visit(`/scribr/${stored.call}`, [
    ...TRANSCRIPT.map((turn) => turn.text),
    ...Object.keys(METADATA),
    ...Object.values(METADATA),
  ]);
});
