import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { vi } from 'vitest';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { CONFIG_API, LM_API, openConsole, writes, type Respond } from './support';

const config = {
  id: 11,
  codename: 'fr-support-7',
  name: 'Support FR',
  language: 'fr',
  description: 'Appels support',
  aliases: ['fr-support'],
  iso_aliases: [],
  enabled: false,
  public: false,
};

const model = {
  id: 7,
  codename: 'fr-support-7',
  label: 'Support FR',
  description: 'Appels support',
  lang: 'fr',
  corpuses: [{ id: 1, label: 'Facturation' }],
  dictionaries: [{ id: 1, label: 'Vocabulaire télécom', version: 1 }],
  status: 'success',
  failure_reason: null,
  build_started_at: '2026-11-20T10:00:00.000Z',
  build_ended_at: '2026-11-20T10:00:04.000Z',
  deleted_at: null,
  inserted_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:04.000Z',
  model: {
    order: 3,
    ngram_counts: [10, 9, 8],
    sentences: 5,
    words: 30,
    vocabulary: 20,
    size_bytes: 2048,
  },
  config,
};

const dictionaryV1 = {
  id: 1,
  label: 'Vocabulaire télécom',
  description: '',
  lang: 'fr',
  content: 'forfait',
  main: true,
  status: 'available',
  version: { current: 1, is_latest: false, latest: 2, latest_id: 6 },
};
const dictionaryV2 = {
  ...dictionaryV1,
  id: 6,
  version: { ...dictionaryV1.version, current: 2, is_latest: true },
};

/** The platform as the tests need it; `overrides` answer first. */
const platform =
  (overrides: Respond = () => undefined): Respond =>
  (call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, url, body } = call;
    if (method === 'GET' && url === `${LM_API}/language_models/7`) return { json: model };
    if (method === 'GET' && url.startsWith(`${LM_API}/language_models?`)) return { json: [model] };
    if (method === 'PUT' && url === `${LM_API}/language_models/7`)
      return { json: { ...model, ...(body as object) } };
    if (method === 'GET' && url === `${CONFIG_API}/language_models?codename=fr-support-7`)
      return { json: [config] };
    if (method === 'GET' && url.startsWith(`${CONFIG_API}/language_models?alias=`))
      return { json: [] };
    if (method === 'PUT' && url === `${CONFIG_API}/language_models/11`)
      return { json: { ...config, ...(body as object) } };
    if (method === 'GET' && url === `${CONFIG_API}/apps?language_model_id=11`)
      return { json: [{ id: 1 }, { id: 2 }] };
    if (method === 'GET' && url === `${LM_API}/dictionaries/1`) return { json: dictionaryV1 };
    if (method === 'GET' && url === `${LM_API}/dictionaries/6`) return { json: dictionaryV2 };
    return undefined;
  };

const settings = () => within(screen.getByRole('region', { name: 'Settings' }));

const openModel = async (respond: Respond = platform()) => {
  const calls = await openConsole('/lmfactory/language-models/7?language=fr', respond);
  await screen.findByText('Used by 2 apps');
  return calls;
};

const addAlias = async (alias: string) => {
  await userEvent.type(settings().getByRole('combobox', { name: 'Aliases' }), `${alias}{Enter}`);
};

describe('language model settings', () => {
  it('saves one change at a time, in order: description, public, enabled, aliases', async () => {
    const calls = await openModel();
    const description = settings().getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Support et SAV');
    await userEvent.click(settings().getByLabelText('Enabled'));
    await userEvent.click(settings().getByLabelText('Public'));
    await addAlias('fr-sav');
    await userEvent.click(settings().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('"Support FR" aliases updated')).toBeInTheDocument();
    for (const text of [
      'Description updated',
      '"Support FR" is now public',
      '"Support FR" is now enabled',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(writes(calls)).toEqual<RecordedCall[]>([
      {
        method: 'PUT',
        url: `${LM_API}/language_models/7`,
        body: { description: 'Support et SAV' },
      },
      {
        method: 'PUT',
        url: `${CONFIG_API}/language_models/11`,
        body: { aliases: ['fr-support'], enabled: false, iso_aliases: [], public: true },
      },
      {
        method: 'PUT',
        url: `${CONFIG_API}/language_models/11`,
        body: { aliases: ['fr-support'], enabled: true, iso_aliases: [], public: true },
      },
      { method: 'GET', url: `${CONFIG_API}/language_models?alias=fr-sav`, body: undefined },
      {
        method: 'PUT',
        url: `${CONFIG_API}/language_models/11`,
        body: { aliases: ['fr-support', 'fr-sav'], enabled: true, iso_aliases: [], public: true },
      },
    ]);
  });

  it('stops at the first failure with its message, keeping the changes not saved', async () => {
    const calls = await openModel(
      platform((call) =>
        call.method === 'PUT' && (call.body as { enabled?: boolean }).enabled === true
          ? new HttpError('Boom', 500, { errors: {} })
          : undefined,
      ),
    );
    await userEvent.click(settings().getByLabelText('Public'));
    await userEvent.click(settings().getByLabelText('Enabled'));
    await userEvent.type(settings().getByRole('combobox', { name: 'H2B aliases' }), 'fr-FR{Enter}');
    await userEvent.click(settings().getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Update language model enabled status failed'),
    ).toBeInTheDocument();
    expect(screen.getByText('"Support FR" is now public')).toBeInTheDocument();
    expect(writes(calls).map((call) => (call.body as { enabled: boolean }).enabled)).toEqual([
      false,
      true,
    ]);
    expect(settings().getByLabelText('Enabled')).toBeChecked();
    expect(settings().getByText('fr-FR')).toBeInTheDocument();
  });

  it('checks a new alias first and refuses one another model has, with the exact message', async () => {
    const calls = await openModel(
      platform((call) =>
        call.url === `${CONFIG_API}/language_models?alias=fr-default`
          ? { json: [{ ...config, id: 1, aliases: ['fr-default'] }] }
          : undefined,
      ),
    );
    await addAlias('fr-default');
    await userEvent.click(settings().getByRole('button', { name: 'Save' }));

    const field = settings().getByRole('combobox', { name: 'Aliases' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Alias "fr-default" already exist'),
    );
    expect(writes(calls)).toEqual([
      { method: 'GET', url: `${CONFIG_API}/language_models?alias=fr-default`, body: undefined },
    ]);
  });

  it('shows the service’s alias clash (409) at the field', async () => {
    const message = 'Alias "fr-FR" already exist';
    await openModel(
      platform((call) =>
        call.method === 'PUT'
          ? new HttpError(message, 409, { message, errors: { iso_aliases: [message] } })
          : undefined,
      ),
    );
    await userEvent.type(settings().getByRole('combobox', { name: 'H2B aliases' }), 'fr-FR{Enter}');
    await userEvent.click(settings().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update language model H2B aliases failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(settings().getByRole('combobox', { name: 'H2B aliases' })).toHaveAccessibleDescription(
        message,
      ),
    );
  });

  it('refuses a malformed alias on the spot', async () => {
    await openModel();
    await addAlias('bad alias');
    expect(settings().getByRole('combobox', { name: 'Aliases' })).toHaveAccessibleDescription(
      /"bad alias": letters, digits/,
    );
    expect(settings().queryByText('bad alias')).not.toBeInTheDocument();
  });

  it('says "Failed to retrieve used app count" when the apps cannot be read', async () => {
    await openConsole(
      '/lmfactory/language-models/7?language=fr',
      platform((call) =>
        call.url.startsWith(`${CONFIG_API}/apps`) ? new HttpError('Boom', 500, {}) : undefined,
      ),
    );
    expect(await screen.findByText('Failed to retrieve used app count')).toBeInTheDocument();
    expect(screen.getByText('Used-app count unavailable')).toBeInTheDocument();
  });
});

describe('language model build', () => {
  it('re-reads a model while it builds, then shows its end, or its failure reason', async () => {
    const answers = [
      { ...model, status: 'queued', build_started_at: null, build_ended_at: null, config: null },
      {
        ...model,
        status: 'failed',
        failure_reason: 'No usable text: the chosen corpuses and dictionaries contain no words',
        config: null,
      },
    ];
    const calls = await openConsole(
      '/lmfactory/language-models/7?language=fr',
      platform((call) =>
        call.url === `${LM_API}/language_models/7`
          ? { json: answers.length > 1 ? answers.shift() : answers[0] }
          : undefined,
      ),
    );
    const build = within(await screen.findByRole('region', { name: 'Build' }));
    expect(await build.findByText('Queued')).toBeInTheDocument();
    expect(await build.findByText('Failed', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(build.getByText(/No usable text/)).toBeInTheDocument();
    const reads = () => calls.filter((call) => call.url === `${LM_API}/language_models/7`).length;
    const after = reads();
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(reads()).toBe(after); // no more polling once the build ended
  });

  it('shows its times in the user’s time zone, the build duration and the model size', async () => {
    await openConsole('/lmfactory/language-models/7?language=fr', platform(), {
      storeValues: { 'settings.timeZone': 'Asia/Tokyo' },
    });
    const build = within(await screen.findByRole('region', { name: 'Build' }));
    const valueOf = async (label: string) =>
      (await build.findByText(label))
        .closest('.RaLabeled-label')
        ?.parentElement?.textContent?.replace(/\s+/g, ' ');
    expect(await valueOf('Build started at')).toBe('Build started atNov 20, 2026, 7:00 PM');
    expect(await valueOf('Build ended at')).toBe('Build ended atNov 20, 2026, 7:00 PM');
    expect(await valueOf('Build duration')).toBe('Build duration4 s');
    expect(await valueOf('Model size')).toBe('Model size2 KB');
    await userEvent.hover(build.getByText('4 s'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('00:00:04');
  });

  it('follows builds on the list: re-read every 2 s while one builds, with the status chip', async () => {
    const building = {
      ...model,
      id: 8,
      label: 'Ventes FR',
      status: 'running',
      build_ended_at: null,
      model: null,
      config: null,
    };
    const lists = [
      [model, building],
      [model, { ...building, status: 'success', build_ended_at: '2026-11-20T10:01:30.000Z' }],
    ];
    const isList = (url: string) => url.startsWith(`${LM_API}/language_models?`);
    const calls = await openConsole(
      '/lmfactory/language-models?language=fr',
      platform((call) =>
        isList(call.url) ? { json: lists.length > 1 ? lists.shift() : lists[0] } : undefined,
      ),
    );
    const row = async () =>
      (await screen.findByRole('cell', { name: 'Ventes FR' })).closest('tr') as HTMLElement;
    const chip = within(await row())
      .getByText('Running')
      .closest('.MuiChip-root');
    expect(chip).not.toBeNull();
    expect(
      await within(await row()).findByText('Success', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(await row()).getByText('1 min 30 s')).toBeInTheDocument();
    const reads = () => calls.filter((call) => isList(call.url)).length;
    const after = reads();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads()).toBe(after); // nothing builds any more: no more polling
  });

  it('downloads the built model through the service with its codename as file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:model');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const calls = await openModel(
      platform((call) =>
        call.url === `${LM_API}/language_models/7/model`
          ? { json: '\\data\\\nngram 1=3\n' }
          : undefined,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download model (ARPA)' }));
    await waitFor(() => expect(clicked).toEqual(['fr-support-7.arpa']));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('\\data\\\nngram 1=3\n');
    expect(calls.some((call) => call.url === `${LM_API}/language_models/7/model`)).toBe(true);
    click.mockRestore();
  });
});

describe('language model page', () => {
  it('archives after confirmation: DELETE /language_models/{id}, "Language model archived"', async () => {
    const calls = await openModel(
      platform((call) =>
        call.method === 'DELETE'
          ? { json: { ...model, deleted_at: '2026-11-21T10:00:00Z' } }
          : undefined,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Language model archived')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `${LM_API}/language_models/7`, body: undefined },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/language-models'));
  });

  it('says "Failed to retrieve language model" and goes back to the list when it is missing', async () => {
    await openConsole('/lmfactory/language-models/99?language=fr', platform());
    expect(await screen.findByText('Failed to retrieve language model')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/language-models'));
  });
});

describe('language model sources', () => {
  it('upgrades a pinned dictionary by building a new model with its latest version', async () => {
    // The new model, as the service answers it once created (queued for its build).
    const built = {
      ...model,
      id: 8,
      codename: 'fr-support-8',
      dictionaries: [{ id: 6, label: 'Vocabulaire télécom', version: 2 }],
      status: 'queued',
      model: null,
    };
    const calls = await openModel(
      platform((call) =>
        call.method === 'POST'
          ? { status: 201, json: { id: 8, status: 'queued' } }
          : call.method === 'GET' && call.url === `${LM_API}/language_models/8`
            ? { json: built }
            : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Build with v2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('builds a NEW language model');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Build the new model' }));
    expect(await screen.findByText('Language model is now being processed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `${LM_API}/language_models`,
        body: {
          corpuses: [1],
          description: 'Appels support',
          dictionaries: [6],
          label: 'Support FR',
          lang: 'fr',
        },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/language-models/8'));
    // The new model's page: built from the latest dictionary version.
    expect(await screen.findByText(/Vocabulaire télécom.*2/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/lmfactory/language-models/8');
  });

  it('says "Failed to upgrade dictionary version" when the new version is missing', async () => {
    const calls = await openModel(
      platform((call) =>
        call.url === `${LM_API}/dictionaries/6`
          ? new HttpError('Not found', 404, { message: 'Not found', errors: {} })
          : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Build with v2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Build the new model',
      }),
    );
    expect(await screen.findByText('Failed to upgrade dictionary version')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
