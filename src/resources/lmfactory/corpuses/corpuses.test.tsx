import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { registry } from '../../../app/registry';
import { createFakeHttpClient, type RecordedCall } from '../../../app/testing/fakeHttpClient';
import { renderApp, TEST_CONFIG } from '../../../app/testing/renderApp';
import { DEMO_ROLES } from '../../../app/testing/testAuthProvider';
import { createDataProvider } from '../../../dataProviders';

const API = 'http://platform.test/services/lmFactory/api';

const corpus = {
  id: 1,
  label: 'Billing FR',
  description: 'Invoices',
  lang: 'fr',
  sentences: ['je voudrais ma facture', 'mon contrat', 'résilier'],
  status: 'available',
  inserted_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};

type Respond = (call: RecordedCall) => { status?: number; json?: unknown } | Error;

const defaultAnswers: Respond = ({ method, url }) => {
  if (method === 'GET' && url.startsWith(`${API}/corpuses?`)) return { json: [corpus] };
  if (method === 'GET' && url === `${API}/corpuses/1`) return { json: corpus };
  if (method === 'POST') return { status: 201, json: { id: 42 } };
  if (method === 'DELETE') return { json: { ...corpus, status: 'archived' } };
  return new HttpError('Not found', 404, { message: 'Not found', errors: {} });
};

const open = async (path: string, respond: Respond = defaultAnswers, roles = DEMO_ROLES.client) => {
  const http = createFakeHttpClient((call) => {
    if (call.method === 'GET' && call.url === `${API}/corpuses/42`)
      return { json: { ...corpus, id: 42 } };
    return respond(call);
  });
  const dataProvider = createDataProvider({
    resources: registry.resources,
    config: TEST_CONFIG,
    httpClient: http.client,
    listCacheMs: 0,
  });
  await renderApp({ path, roles, dataProvider });
  return http.calls;
};

const posted = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('LM Factory corpuses', () => {
  it('lists the corpuses of the language moved from the path to the query', async () => {
    const calls = await open('/lmfactory/fr/corpuses');
    expect(await screen.findByText('Billing FR')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/lmfactory/corpuses?language=fr',
    );
    expect(calls[0]).toEqual({ method: 'GET', url: `${API}/corpuses?lang=fr`, body: undefined });
    await waitFor(() => expect(document.title).toBe('Corpuses - Speech Console'));
    expect(await screen.findByText('LM Factory')).toBeInTheDocument();
    // The entry links to the address the route guard settles on (the user's language).
    expect(await screen.findByRole('menuitem', { name: 'Corpuses' })).toHaveAttribute(
      'href',
      '/lmfactory/corpuses?language=fr',
    );
  });

  it('says "Failed to retrieve corpus list" when the list cannot be read', async () => {
    await open('/lmfactory/corpuses?language=fr', () => new HttpError('Boom', 500, {}));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' | '),
      ).toContain('Failed to retrieve corpus list'),
    );
  });

  it('creates with exactly { description, label, lang, sentences }, empty lines dropped', async () => {
    const calls = await open('/lmfactory/corpuses/add?language=fr');
    await userEvent.type(await screen.findByLabelText('Label *'), 'Delivery');
    await userEvent.type(screen.getByLabelText('Description'), 'Parcels');
    fireEvent.change(screen.getByLabelText('Sentences *'), {
      target: { value: 'où est mon colis\n\n   \nlivraison en retard\n' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corpus saved successfully.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        method: 'POST',
        url: `${API}/corpuses`,
        body: {
          description: 'Parcels',
          label: 'Delivery',
          lang: 'fr',
          sentences: ['où est mon colis', 'livraison en retard'],
        },
      },
    ]);
    expect(Object.keys(posted(calls)[0].body as object).sort()).toEqual([
      'description',
      'label',
      'lang',
      'sentences',
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/corpuses/42'));
  });

  it('says "Fail to post corpus" and keeps what was typed when the create fails', async () => {
    await open('/lmfactory/corpuses/add?language=fr', (call) =>
      call.method === 'POST' ? new HttpError('Network error', 0, {}) : defaultAnswers(call),
    );
    await userEvent.type(await screen.findByLabelText('Label *'), 'Delivery');
    fireEvent.change(screen.getByLabelText('Sentences *'), { target: { value: 'a\nb' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to post corpus')).toBeInTheDocument();
    expect(screen.getByLabelText('Label *')).toHaveValue('Delivery');
    expect(screen.getByLabelText('Sentences *')).toHaveValue('a\nb');
    expect(window.location.pathname).toBe('/lmfactory/corpuses/add');
  });

  it('saves an edited corpus as a new one without the sentences marked removed', async () => {
    const calls = await open('/lmfactory/corpuses/1?language=fr');
    const sentences = await screen.findByRole('list', { name: 'Sentences' });
    expect(within(sentences).getAllByRole('listitem')).toHaveLength(3);
    const remove = (text: string) =>
      userEvent.click(screen.getByRole('button', { name: `Remove sentence: ${text}` }));
    await remove('mon contrat');
    await remove('résilier');
    expect(screen.getByText('1 of 3 sentences kept')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore sentence: résilier' }));
    expect(screen.getByText('2 of 3 sentences kept')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corpus saved successfully.')).toBeInTheDocument();
    expect(posted(calls).map((call) => call.body)).toEqual([
      {
        description: 'Invoices',
        label: 'Billing FR',
        lang: 'fr',
        sentences: ['je voudrais ma facture', 'résilier'],
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/corpuses/42'));
  });

  it('will not save a corpus with every sentence removed', async () => {
    const calls = await open('/lmfactory/corpuses/1?language=fr');
    for (const text of corpus.sentences) {
      await userEvent.click(
        await screen.findByRole('button', { name: `Remove sentence: ${text}` }),
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep at least one sentence.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('archives after confirmation: DELETE /corpuses/{id}, "Corpus archived", back to the list', async () => {
    const calls = await open('/lmfactory/corpuses/1?language=fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive corpus?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Corpus archived')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `${API}/corpuses/1`, body: undefined },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/corpuses'));
  });

  it('says "Failed to archive corpus" when the archive fails', async () => {
    await open('/lmfactory/corpuses/1?language=fr', (call) =>
      call.method === 'DELETE' ? new HttpError('Boom', 500, {}) : defaultAnswers(call),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Failed to archive corpus')).toBeInTheDocument();
  });

  it('says "Failed to retrieve corpus" when the corpus cannot be read', async () => {
    await open('/lmfactory/corpuses/7?language=fr');
    expect(await screen.findByText('Failed to retrieve corpus')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/lmfactory/corpuses'));
  });

  it('shows Access denied with the 403 image to a user without the corpus role', async () => {
    const calls = await open('/lmfactory/corpuses', defaultAnswers, DEMO_ROLES.guest);
    expect(await screen.findByRole('img', { name: '403 - Access denied' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
