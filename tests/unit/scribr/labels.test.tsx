import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import {
  badRequest,
  CHURN,
  LABELS_URL,
  labelsService,
  MORIARTY,
  POLITE,
  sent,
  TAG,
} from './labelsConsole';
import { notFound, openScribr, type Respond } from './scribrConsole';

// Scribr annotations (issue 12 item 4): the classification labels' list, create and detail pages,
// over the real composite data provider (simple-rest), the HTTP client faked.
const admin = DEMO_ROLES.admin;
const open = (path: string, respond: Respond = labelsService(() => notFound())) =>
  openScribr(path, respond, admin);

const QUALITY = {
  label_id: 5,
  tag_id: 7,
  annotated_calls: 3,
  true_positives: 1,
  false_positives: 1,
  false_negatives: 1,
  true_negatives: 0,
  precision: 0.5,
  recall: 0.5,
  review: {
    detected_but_negative: ['101-20251102.4'],
    positive_not_detected: ['102-20251103.1'],
    truncated: false,
  },
};

const annotation = (id: string, polarity: 'positive' | 'negative', detected: boolean) => ({
  id,
  label_id: 5,
  call_id: id,
  polarity,
  span: polarity === 'negative' ? { turn: 1, start: 4, end: 12 } : null,
  annotator: { id: 'u1', name: 'admin' },
  inserted_at: '2025-11-03T10:00:00.000Z',
  updated_at: '2025-11-03T10:00:00.000Z',
  call: { start_time: '2025-11-03T09:15:00.000Z', lang: 'fr', duration: 60 },
  tag_detected: detected,
});

const detail: Respond = (call) => {
  const url = call.url.split('?')[0];
  if (url === `${LABELS_URL}/5/quality`) return { json: QUALITY };
  if (url === `${LABELS_URL}/5/annotations`)
    return {
      json: [
        annotation('102-20251103.2', 'positive', true),
        annotation('101-20251102.4', 'negative', true),
        annotation('102-20251103.1', 'positive', false),
      ],
    };
  if (url === `${LABELS_URL}/6/annotations`) return { json: [] };
  if (url === `${LABELS_URL}/5/export`) return { json: { call_id: '102-20251103.2' } };
  if (call.method === 'DELETE' && url === `${LABELS_URL}/5`) return { json: CHURN };
  return notFound();
};

describe('classification labels (Annotations)', () => {
  it('lists the labels of the language with their counts and tags, as text', async () => {
    const { calls } = await open('/scribr/fr/classification-labels');
    const row = (await screen.findByText('Churn <b>verdict</b>')).closest('tr') as HTMLElement;
    expect(document.querySelector('b')).toBeNull();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('#ff8800')).toBeInTheDocument();
    expect(await within(row).findByText(TAG.label)).toBeInTheDocument();
    const [list] = sent(calls, 'GET').filter((call) => call.url.split('?')[0] === LABELS_URL);
    const query = new URL(list.url).searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ lang: 'fr' });
    expect(query.get('sort')).toBe('["name","ASC"]');
    // The entry links to the address the route guard settles on (the user's language).
    expect(await screen.findByRole('menuitem', { name: 'Annotations' })).toHaveAttribute(
      'href',
      '/scribr/classification-labels?language=fr',
    );
    await waitFor(() => expect(document.title).toBe('Annotations - Speech Console'));
  });

  it('creates a label with its tag and opens it', async () => {
    const { calls } = await open(
      '/scribr/classification-labels/add?language=fr',
      labelsService((call) =>
        call.method === 'POST'
          ? { status: 201, json: { ...POLITE, id: 42, name: 'Refund asked', tag_id: 7 } }
          : call.url.startsWith(`${LABELS_URL}/42`)
            ? { json: call.url.includes('/annotations') ? [] : { ...POLITE, id: 42 } }
            : notFound(),
      ),
    );
    await userEvent.type(await screen.findByLabelText('Name *'), 'Refund asked');
    const colour = screen.getByLabelText('Colour *');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#AA0011');
    await userEvent.type(screen.getByRole('combobox', { name: 'Tag' }), 'Risque');
    await userEvent.click(await screen.findByRole('option', { name: TAG.label }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Refund asked" successfully created')).toBeInTheDocument();
    expect(sent(calls, 'POST').map((call) => call.body)).toEqual([
      { name: 'Refund asked', description: '', colour: '#AA0011', lang: 'fr', tag_id: 7 },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/scribr/classification-labels/42'));
  });

  it('shows the service’s refusal at its field and keeps what was typed', async () => {
    await open(
      '/scribr/classification-labels/add?language=fr',
      labelsService((call) =>
        call.method === 'POST' ? badRequest({ name: ['Already used'] }) : notFound(),
      ),
    );
    await userEvent.type(await screen.findByLabelText('Name *'), 'Churn');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // At the field (and in the notification).
    await waitFor(() =>
      expect(screen.getByLabelText('Name *')).toHaveAccessibleDescription('Already used'),
    );
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name *')).toHaveValue('Churn');
    expect(window.location.pathname).toBe('/scribr/classification-labels/add');
  });

  it('refuses a colour not in the form #rrggbb before sending it', async () => {
    const { calls } = await open('/scribr/classification-labels/add?language=fr');
    await userEvent.type(await screen.findByLabelText('Name *'), 'Churn');
    const colour = screen.getByLabelText('Colour *');
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Colour *')).toHaveAccessibleDescription(
        'Must be a colour in the form #rrggbb',
      ),
    );
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it('shows a tag-linked label: precision, recall, counts, calls to review and annotated calls', async () => {
    await open('/scribr/classification-labels/5?language=fr', labelsService(detail));
    const quality = await screen.findByRole('region', { name: 'Tag quality' });
    const figure = (term: string) =>
      within(quality).getByText(term).parentElement?.querySelector('dd')?.textContent;
    await waitFor(() => expect(figure('Precision')).toBe('50%'));
    expect(figure('Recall')).toBe('50%');
    expect(figure('False positives')).toBe('1');
    expect(figure('True negatives')).toBe('0');
    expect(within(quality).getByRole('link', { name: '101-20251102.4' })).toHaveAttribute(
      'href',
      '/scribr/101-20251102.4',
    );
    const calls = await screen.findByRole('table', { name: 'Annotated calls' });
    expect(screen.getByRole('heading', { name: 'Annotated calls (3)' })).toBeInTheDocument();
    const rows = within(calls).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '102-20251103.2',
      '101-20251102.4',
      '102-20251103.1',
    ]);
    expect(within(rows[1]).getByText('Negative')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Turn 2, characters 4–12')).toBeInTheDocument();
    expect(within(rows[2]).getByText('No')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Churn <b>verdict</b>');
  });

  describe('exports', () => {
    // jsdom has no object URLs: saveBlob's are stubbed here, and put back after.
    const createObjectURL = vi.fn(() => 'blob:export');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => {
      createObjectURL.mockClear();
      URL.createObjectURL = original.create;
      // saveBlob revokes its URL 10 s later, maybe during another file's test.
      URL.revokeObjectURL = original.revoke ?? (() => undefined);
    });

    it('downloads the annotations as JSON Lines through the authenticated client', async () => {
      const { calls } = await open(
        '/scribr/classification-labels/5?language=fr',
        labelsService(detail),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Export JSON Lines' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      expect(sent(calls, 'GET', `${LABELS_URL}/5/export`).map((call) => call.url)).toEqual([
        `${LABELS_URL}/5/export?format=jsonl`,
      ]);
    });
  });

  it('asks no quality of a label that judges no tag', async () => {
    const { calls } = await open(
      '/scribr/classification-labels/6?language=fr',
      labelsService(detail),
    );
    expect(await screen.findByText(/This label judges no tag/)).toBeInTheDocument();
    expect(await screen.findByText(/No call is annotated with this label yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/quality'))).toBe(false);
  });

  it('deletes a label after a confirmation naming what goes with it', async () => {
    const { calls } = await open(
      '/scribr/classification-labels/5?language=fr',
      labelsService(detail),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the label "Churn <b>verdict</b>"?');
    expect(dialog).toHaveTextContent('Its annotations of 3 calls are deleted too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('"Churn <b>verdict</b>" deleted')).toBeInTheDocument();
    expect(sent(calls, 'DELETE').map((call) => call.url)).toEqual([`${LABELS_URL}/5`]);
    await waitFor(() => expect(window.location.pathname).toBe('/scribr/classification-labels'));
  });

  it('is Access denied to a client, who asks nothing of the labels', async () => {
    const { calls } = await openScribr(
      '/scribr/classification-labels',
      labelsService(() => notFound()),
      DEMO_ROLES.client,
    );
    expect(await screen.findByRole('img', { name: '403 - Access denied' })).toBeVisible();
    expect(calls.filter((call) => call.url.startsWith(LABELS_URL))).toEqual([]);
    expect(calls.filter((call) => call.url.startsWith(MORIARTY))).toEqual([]);
  });
});
