import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { LM_API, openConsole, SEARCH_API, type Respond } from './support';

const version = (id: number, current: number, content: string) => ({
  id,
  label: 'Vocabulaire télécom',
  description: 'Termes',
  lang: 'fr',
  content,
  main: true,
  status: 'available',
  version: { current, is_latest: current === 2, latest: 2, latest_id: 6 },
  inserted_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});
const v1 = version(1, 1, 'forfait\nbox internet');
const v2 = version(6, 2, 'forfait\nbox internet\ncode RIO');
const other = { ...version(2, 1, 'Connect Max'), label: 'Noms de produits', main: false };
other.version = { current: 1, is_latest: true, latest: 1, latest_id: 2 };

const platform =
  (overrides: Respond = () => undefined): Respond =>
  (call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, url } = call;
    if (method === 'GET' && url === `${LM_API}/dictionaries?lang=fr&is_latest=true`)
      return { json: [v2, other] };
    if (method === 'GET' && url === `${LM_API}/dictionaries?lang=fr`)
      return { json: [v1, other, v2] };
    if (method === 'GET' && url === `${LM_API}/dictionaries/1`) return { json: v1 };
    if (method === 'GET' && url === `${LM_API}/dictionaries/6`) return { json: v2 };
    if (method === 'POST' && url === `${LM_API}/dictionaries`)
      return { status: 201, json: { id: 12 } };
    if (method === 'GET' && url === `${LM_API}/dictionaries/12`) return { json: { ...v2, id: 12 } };
    return undefined;
  };

const posted = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('LM Factory dictionaries', () => {
  it('lists the latest version of each dictionary of the language', async () => {
    const calls = await openConsole('/lmfactory/dictionaries?language=fr', platform());
    expect(await screen.findByText('v2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Noms de produits')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'GET',
      url: `${LM_API}/dictionaries?lang=fr&is_latest=true`,
      body: undefined,
    });
  });

  it('creates with exactly { content, description, label, lang }: "Dictionary created"', async () => {
    const calls = await openConsole('/lmfactory/dictionaries/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), 'Lexique SAV');
    fireEvent.change(screen.getByLabelText('Words and expressions *'), {
      target: { value: 'panne\n\n  échange standard \n' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dictionary created')).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        method: 'POST',
        url: `${LM_API}/dictionaries`,
        body: {
          content: 'panne\néchange standard',
          description: '',
          label: 'Lexique SAV',
          lang: 'fr',
        },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/dictionaries/12'));
  });

  it('warns that a label in use adds a version, and says so once saved', async () => {
    await openConsole('/lmfactory/dictionaries/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), ' vocabulaire TÉLÉCOM');
    expect(
      await screen.findByText(/already exists in this language: saving adds version 3 to it/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Words and expressions *'), { target: { value: 'x' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New version of dictionary created')).toBeInTheDocument();
  });

  it('shows an older version with its version info, the versions, and saves a new version', async () => {
    const calls = await openConsole('/lmfactory/dictionaries/1?language=fr', platform());
    expect(await screen.findByText('v1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the latest version (v2)' })).toHaveAttribute(
      'href',
      '/lmfactory/dictionaries/6',
    );
    const versions = within(await screen.findByRole('region', { name: 'Versions' }));
    expect(await versions.findByText('Version 1 · this page')).toBeInTheDocument();
    expect(versions.getByRole('link', { name: 'Version 2' })).toHaveAttribute(
      'href',
      '/lmfactory/dictionaries/6',
    );
    expect(versions.queryByText('Noms de produits')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Words and expressions *'), {
      target: { value: 'forfait\nbox internet\nfibre' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('New version of dictionary created')).toBeInTheDocument();
    expect(posted(calls).map((call) => call.body)).toEqual([
      {
        content: 'forfait\nbox internet\nfibre',
        description: 'Termes',
        label: 'Vocabulaire télécom',
        lang: 'fr',
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/dictionaries/12'));
  });

  it('says "Failed to post new dictionary" and keeps the edit when a version cannot be saved', async () => {
    await openConsole(
      '/lmfactory/dictionaries/6?language=fr',
      platform((call) => (call.method === 'POST' ? new HttpError('Boom', 500, {}) : undefined)),
    );
    const content = await screen.findByLabelText('Words and expressions *');
    fireEvent.change(content, { target: { value: 'fibre' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Failed to post new dictionary')).toBeInTheDocument();
    expect(content).toHaveValue('fibre');
  });

  it('counts the calls of each word; a failed search counts 0 with "Failed to search word"', async () => {
    const calls = await openConsole(
      '/lmfactory/dictionaries/6?language=fr',
      platform((call) => {
        if (call.method !== 'POST' || call.url !== `${SEARCH_API}/search/transcription-v2/`)
          return undefined;
        const { search } = call.body as { search: string };
        if (search === 'box internet') return new HttpError('Boom', 500, {});
        return { json: { data: [], _total: search === 'forfait' ? 12 : 3 } };
      }),
      { storeValues: { 'settings.timeZone': 'America/New_York' } },
    );
    const presence = within(await screen.findByRole('region', { name: 'Presence in calls' }));
    await userEvent.click(presence.getByRole('button', { name: 'Count calls' }));
    expect(await presence.findByText('3 of 3 words counted')).toBeInTheDocument();
    const count = (word: string) =>
      within(presence.getByRole('row', { name: new RegExp(`^${word}`) })).getAllByRole('cell')[1];
    expect(count('forfait')).toHaveTextContent('12');
    expect(count('box internet')).toHaveTextContent('0');
    expect(count('code RIO')).toHaveTextContent('3');
    expect(screen.getAllByText('Failed to search word')).toHaveLength(1);
    const bodies = calls.filter((call) => call.url.includes('/search/')).map((call) => call.body);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      expect(Object.keys(body as object).sort()).toEqual([
        'date_range',
        'lang',
        'search',
        'size',
        'timezone',
      ]);
      expect(body).toMatchObject({ size: 0, lang: 'fr', timezone: 'America/New_York' });
    }
  });

  it('archives after confirmation: "Dictionary archived"', async () => {
    const calls = await openConsole(
      '/lmfactory/dictionaries/6?language=fr',
      platform((call) =>
        call.method === 'DELETE' ? { json: { ...v2, status: 'archived' } } : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Dictionary archived')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `${LM_API}/dictionaries/6`, body: undefined },
    ]);
  });
});
