import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import {
  API,
  callsTo,
  invalidQuery,
  openConsole,
  previewAnswer,
  type Respond,
} from './moriartyConsole';

const clue = {
  id: 4,
  uuid: '6f1c',
  label: 'Résiliation',
  lang: 'fr',
  package: 'telco',
  private_description: 'internal',
  public_description: 'Le client veut résilier',
  concatenation_delay: 300,
  query: 'résilier | résiliation',
  speakers: ['in'],
  tags: [{ id: 9, label: 'Churn' }],
  inserted_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};

const answers =
  (overrides: Respond = () => undefined): Respond =>
  (call) => {
    const answer = overrides(call);
    if (answer) return answer;
    const { method, url } = call;
    if (method === 'GET' && url === `${API}/clues?lang=fr`) return { json: [clue] };
    if (method === 'GET' && url === `${API}/clues/4`) return { json: clue };
    if (method === 'GET' && url === `${API}/clues/42`) return { json: { ...clue, id: 42 } };
    if (method === 'POST' && url === `${API}/clues`) {
      return { status: 201, json: { ...(call.body as object), id: 42, tags: [] } };
    }
    if (method === 'PATCH') return { json: { ...clue, ...(call.body as object) } };
    if (method === 'POST' && url === `${API}/preview/clue`) return { json: previewAnswer(3) };
    return undefined;
  };

const queryField = () => screen.findByRole('textbox', { name: /^Query/ });

const typeQuery = async (text: string) => {
  fireEvent.change(await queryField(), { target: { value: text } });
};

describe('Moriarty clues', () => {
  it('lists the clues of the language moved from the path, speakers as their label', async () => {
    const { calls } = await openConsole('/moriarty/fr/clues', answers());
    expect(await screen.findByText('Résiliation')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/moriarty/clues?language=fr',
    );
    expect(calls[0]).toEqual({ method: 'GET', url: `${API}/clues?lang=fr`, body: undefined });
    expect(screen.getByText('Customer (in)')).toBeInTheDocument();
    // The entry links to the address the route guard settles on (the user's language).
    expect(await screen.findByRole('menuitem', { name: 'Clues' })).toHaveAttribute(
      'href',
      '/moriarty/clues?language=fr',
    );
  });

  it('says "Failed to retrieve clue list" when the list cannot be read', async () => {
    await openConsole(
      '/moriarty/clues?language=fr',
      answers(() => new HttpError('Boom', 500, {})),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' | '),
      ).toContain('Failed to retrieve clue list'),
    );
  });

  it('creates with exactly the clue fields, speakers Both and delay 300 by default, then opens it', async () => {
    const { calls } = await openConsole('/moriarty/clues/add?language=fr', answers());
    const both = await screen.findByRole('radio', { name: 'Both' });
    expect(both).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Customer (in)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Brand (out)' })).not.toBeChecked();
    expect(screen.getByLabelText('Concatenation delay (ms) *')).toHaveValue(300);
    await userEvent.type(screen.getByLabelText('Label *'), 'Colis perdu');
    await typeQuery('"colis perdu" | "pas reçu"');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Colis perdu" successfully created')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'clues')).toEqual([
      {
        method: 'POST',
        url: `${API}/clues`,
        body: {
          label: 'Colis perdu',
          lang: 'fr',
          package: '',
          private_description: '',
          public_description: '',
          concatenation_delay: 300,
          query: '"colis perdu" | "pas reçu"',
          speakers: ['in', 'out'],
        },
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/moriarty/clues/42'));
  });

  it("shows the service's syntax error at the query's position on save, and keeps what was typed", async () => {
    const { calls } = await openConsole(
      '/moriarty/clues/add?language=fr',
      answers((call) =>
        call.method === 'POST' && call.url === `${API}/clues`
          ? invalidQuery('Unterminated phrase: missing closing quote', 9)
          : undefined,
      ),
    );
    await userEvent.type(await screen.findByLabelText('Label *'), 'Contrat');
    await typeQuery('résilier "mon contrat');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create new clue')).toBeInTheDocument();
    const marker = await screen.findByTestId('query-error-marker');
    expect(marker.querySelector('mark')?.textContent).toBe('"');
    expect(marker.textContent).toContain(`${' '.repeat(9)}^`);
    expect(await queryField()).toHaveAccessibleDescription(
      expect.stringContaining('Unterminated phrase: missing closing quote (position 9)'),
    );
    expect(await queryField()).toHaveValue('résilier "mon contrat');
    expect(window.location.pathname).toBe('/moriarty/clues/add');
    expect(callsTo(calls, 'POST', 'clues')).toHaveLength(1);
  });

  it('previews while typing: the count, the call link, the speaker and the matched words', async () => {
    const { calls } = await openConsole('/moriarty/clues/add?language=fr', answers());
    expect(
      await screen.findByText('Type a query to see which recent calls it matches.'),
    ).toBeInTheDocument();
    await typeQuery('résilier');
    expect(await screen.findByText('3 of 120 calls match')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'preview/clue').map((call) => call.body)).toEqual([
      {
        lang: 'fr',
        query: 'résilier',
        speakers: ['in', 'out'],
        concatenation_delay: 300,
        limit: 5,
      },
    ]);
    const list = screen.getByRole('list', { name: 'Matching calls' });
    expect(within(list).getByRole('link', { name: '412-20251103.7' })).toHaveAttribute(
      'href',
      '/scribr/call-list/412-20251103.7',
    );
    expect(within(list).getByText('Customer:')).toBeInTheDocument();
    expect(list.querySelector('mark')?.textContent).toBe('résilier');
    expect(list.querySelector('script')).toBeNull();
    expect(list).toHaveTextContent('<script>alert(1)</script>');
  });

  it('refuses to save while the preview reports a syntax error, shown at the field', async () => {
    const { calls } = await openConsole(
      '/moriarty/clues/add?language=fr',
      answers((call) =>
        call.url.endsWith('/preview/clue') && (call.body as { query: string }).query.includes('"')
          ? invalidQuery('Unterminated phrase: missing closing quote', 0)
          : undefined,
      ),
    );
    await userEvent.type(await screen.findByLabelText('Label *'), 'Phrase');
    await typeQuery('"mon contrat');
    const marker = await screen.findByTestId('query-error-marker');
    expect(marker.querySelector('mark')?.textContent).toBe('"');
    expect(
      screen.getByText(
        'The query has a syntax error: Unterminated phrase: missing closing quote (position 0)',
      ),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Enter in a field submits the form even with the button disabled: still no request.
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(calls, 'POST', 'clues')).toEqual([]);
    await typeQuery('"mon contrat"');
    await waitFor(() => expect(screen.queryByTestId('query-error-marker')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('updates with PATCH /clues/{id} and exactly its seven fields, and shows the tags using it', async () => {
    const { calls } = await openConsole('/moriarty/clues/4?language=fr', answers());
    const label = await screen.findByLabelText('Label *');
    await waitFor(() => expect(label).toHaveValue('Résiliation'));
    expect(screen.getByRole('link', { name: 'Churn' })).toHaveAttribute('href', '/moriarty/tags/9');
    expect(screen.getByRole('radio', { name: 'Customer (in)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Brand (out)' }));
    await userEvent.clear(label);
    await userEvent.type(label, 'Résiliation ferme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Résiliation ferme" successfully updated')).toBeInTheDocument();
    const patches = calls.filter((call: RecordedCall) => call.method === 'PATCH');
    expect(patches).toEqual([
      {
        method: 'PATCH',
        url: `${API}/clues/4`,
        body: {
          concatenation_delay: 300,
          label: 'Résiliation ferme',
          package: 'telco',
          private_description: 'internal',
          public_description: 'Le client veut résilier',
          query: 'résilier | résiliation',
          speakers: ['out'],
        },
      },
    ]);
  });

  it('says "Failed to update clue" when the update fails', async () => {
    await openConsole(
      '/moriarty/clues/4?language=fr',
      answers((call) => (call.method === 'PATCH' ? new HttpError('Boom', 500, {}) : undefined)),
    );
    const label = await screen.findByLabelText('Label *');
    await waitFor(() => expect(label).toHaveValue('Résiliation'));
    await userEvent.type(label, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update clue')).toBeInTheDocument();
    expect(label).toHaveValue('Résiliation 2');
  });

  it('says "Failed to retrieve clue details" when the clue cannot be read', async () => {
    await openConsole('/moriarty/clues/7?language=fr', answers());
    expect(await screen.findByText('Failed to retrieve clue details')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/moriarty/clues'));
  });
});
