import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import { LM_API, openConsole, SEARCH_API, type Respond } from './support';

const SEARCH = `${SEARCH_API}/search/transcription-v2/`;

const corpus = {
  id: 1,
  label: 'Facturation',
  description: 'Factures',
  lang: 'fr',
  sentences: ['je voudrais ma facture'],
  status: 'available',
};

const hits = {
  _total: 2,
  data: [
    {
      id: '101-20261119.1',
      client: { id: 1, name: 'Élan Télécom' },
      campaign: { id: 1, name: 'Service client' },
      highlights: [
        { text: 'Le montant de ma facture a augmenté.' },
        { text: 'je voudrais ma facture' },
      ],
    },
    {
      id: '202-20261118.2',
      client: { id: 2, name: 'Maison Lumière' },
      campaign: { id: 4, name: 'Suivi de commandes' },
      highlights: [{ text: 'Vous pouvez m’envoyer la facture ?' }],
    },
  ],
};

const platform =
  (overrides: Respond = () => undefined): Respond =>
  (call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url === `${SEARCH_API}/client/?limit=100`)
      return {
        json: {
          data: [
            { id: 1, name: 'Élan Télécom' },
            { id: 2, name: 'Maison Lumière' },
          ],
        },
      };
    if (url === `${SEARCH_API}/campaign/?limit=100`)
      return {
        json: {
          data: [
            { id: 1, name: 'Service client', client: { id: 1 } },
            { id: 4, name: 'Suivi de commandes', client: { id: 2 } },
          ],
        },
      };
    if (method === 'POST' && url === SEARCH) return { json: hits };
    if (method === 'GET' && url === `${LM_API}/corpuses/1`) return { json: corpus };
    if (method === 'POST' && url === `${LM_API}/corpuses`) return { status: 201, json: { id: 42 } };
    if (method === 'GET' && url === `${LM_API}/corpuses/42`) return { json: { ...corpus, id: 42 } };
    return undefined;
  };

const searches = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === SEARCH).map((call) => call.body);

const region = () => within(screen.getByRole('region', { name: 'Search real calls' }));

const search = async (expression: string) => {
  const input = region().getByLabelText('Expression');
  await userEvent.clear(input);
  await userEvent.type(input, `${expression}{Enter}`);
};

describe('corpus sentences found in real calls', () => {
  it('searches one client’s calls only when a client other than "0" is chosen', async () => {
    const calls = await openConsole('/lmfactory/corpuses/add?language=fr', platform(), {
      roles: DEMO_ROLES.client,
    });
    await screen.findByRole('region', { name: 'Search real calls' });
    await search('facture');
    await userEvent.click(region().getByRole('combobox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maison Lumière' }));
    await search('facture');
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)).toEqual([
      { page: 1, size: 100, lang: 'fr', timezone: 'Europe/Paris', search: 'facture' },
      { page: 1, size: 100, lang: 'fr', timezone: 'Europe/Paris', search: 'facture', clients: [2] },
    ]);
    // Campaigns offered are the chosen client's.
    await userEvent.click(region().getByRole('combobox', { name: 'Campaigns' }));
    expect(await screen.findByRole('option', { name: 'Suivi de commandes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Service client' })).not.toBeInTheDocument();
  });

  it('adds the ticked sentences to a new corpus, without duplicates', async () => {
    const calls = await openConsole('/lmfactory/corpuses/add?language=fr', platform());
    await userEvent.type(await screen.findByLabelText('Label *'), 'Depuis les appels');
    await userEvent.type(screen.getByLabelText('Sentences *'), 'je voudrais ma facture');
    await search('facture');
    const results = within(await region().findByRole('group', { name: 'Found in calls' }));
    expect(results.getByRole('checkbox', { name: /je voudrais ma facture/ })).toBeDisabled();
    await userEvent.click(results.getByRole('checkbox', { name: /Le montant de ma facture/ }));
    await userEvent.click(results.getByRole('checkbox', { name: /m’envoyer la facture/ }));
    await userEvent.click(region().getByRole('button', { name: 'Add 2 sentences' }));
    expect(screen.getByLabelText('Sentences *')).toHaveValue(
      'je voudrais ma facture\nLe montant de ma facture a augmenté.\nVous pouvez m’envoyer la facture ?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corpus saved successfully.')).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.url.endsWith('/corpuses'))?.body,
    ).toEqual({
      description: '',
      label: 'Depuis les appels',
      lang: 'fr',
      sentences: [
        'je voudrais ma facture',
        'Le montant de ma facture a augmenté.',
        'Vous pouvez m’envoyer la facture ?',
      ],
    });
  });

  it('says "Failed to search expression" and shows an empty list when the search fails', async () => {
    await openConsole(
      '/lmfactory/corpuses/add?language=fr',
      platform((call) => (call.url === SEARCH ? new HttpError('Boom', 500, {}) : undefined)),
    );
    await screen.findByRole('region', { name: 'Search real calls' });
    await search('facture');
    expect(await screen.findByText('Failed to search expression')).toBeInTheDocument();
    expect(region().getByText('No sentence found in the calls.')).toBeInTheDocument();
    expect(region().queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says "Failed to get clients" and "Failed to get campaigns" when the pickers cannot load', async () => {
    await openConsole(
      '/lmfactory/corpuses/add?language=fr',
      platform((call) =>
        call.url.includes('/client/') || call.url.includes('/campaign/')
          ? new HttpError('Forbidden', 403, { message: 'Forbidden', errors: {} })
          : undefined,
      ),
    );
    expect(await screen.findByText('Failed to get clients')).toBeInTheDocument();
    expect(await screen.findByText('Failed to get campaigns')).toBeInTheDocument();
  });

  it('adds found sentences to the copy a corpus page saves', async () => {
    const calls = await openConsole('/lmfactory/corpuses/1?language=fr', platform());
    await screen.findByRole('region', { name: 'Search real calls' });
    await search('facture');
    const results = within(await region().findByRole('group', { name: 'Found in calls' }));
    await userEvent.click(results.getByRole('checkbox', { name: /Le montant de ma facture/ }));
    await userEvent.click(region().getByRole('button', { name: 'Add 1 sentence' }));
    const list = within(screen.getByRole('list', { name: 'Sentences' }));
    expect(list.getByText('Le montant de ma facture a augmenté.')).toBeInTheDocument();
    expect(list.getByText('Added from calls: saved with the copy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corpus saved successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === `${LM_API}/corpuses`)?.body).toMatchObject({
      sentences: ['je voudrais ma facture', 'Le montant de ma facture a augmenté.'],
    });
  });
});
