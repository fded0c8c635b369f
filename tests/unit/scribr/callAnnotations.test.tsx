import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import { DEMO_ROLES } from '../../../src/app/testing/testAuthProvider';
import type { CallAnnotation } from '../../../src/resources/scribr/labels/labelRecord';
import { badRequest, CHURN, LABELS_URL, labelsService, POLITE, sent } from './labelsConsole';
import { API, DETAILS, openScribr, searchService, type Respond } from './scribrConsole';

// The administrators' annotations panel of call details (issue 12 item 4).
const path = `/scribr/${DETAILS.id}`;
const CALL_ANNOTATIONS = `${API}/v1/calls/${encodeURIComponent(DETAILS.id)}/annotations`;
const annotationUrl = (label: number) => `${LABELS_URL}/${label}/annotations/${DETAILS.id}`;

const stored = (label: typeof CHURN, polarity: 'positive' | 'negative'): CallAnnotation => ({
  id: label.id,
  label_id: label.id,
  call_id: DETAILS.id,
  polarity,
  span: null,
  annotator: { id: 'u1', name: 'admin' },
  inserted_at: '2025-11-03T10:00:00.000Z',
  updated_at: '2025-11-03T10:00:00.000Z',
  label: { name: label.name, colour: label.colour },
});

/** The search service with labels, the call's annotations kept as the PUTs and DELETEs set them. */
const annotating = (initial: CallAnnotation[] = [], refuse?: (call: RecordedCall) => Error) => {
  let annotations = initial;
  const respond: Respond = (call) => {
    const url = call.url.split('?')[0];
    if (url === CALL_ANNOTATIONS) return { json: annotations };
    const label = [CHURN, POLITE].find((candidate) => url === annotationUrl(candidate.id));
    if (label && refuse) return refuse(call);
    if (label && call.method === 'PUT') {
      const body = call.body as { polarity: 'positive' | 'negative' };
      const saved = { ...stored(label, body.polarity), ...body };
      annotations = [...annotations.filter((item) => item.id !== label.id), saved];
      return { json: saved };
    }
    if (label && call.method === 'DELETE') {
      annotations = annotations.filter((item) => item.id !== label.id);
      return { json: stored(label, 'positive') };
    }
    return searchService(call);
  };
  return labelsService(respond);
};

const row = (name: string) => screen.getByRole('group', { name });

describe('call details: annotations (administrators)', () => {
  it('lists the labels of the call’s language with this call’s polarity, as text', async () => {
    const { calls } = await openScribr(
      path,
      annotating([stored(CHURN, 'positive')]),
      DEMO_ROLES.admin,
    );
    expect(await screen.findByRole('heading', { name: 'Annotations' })).toBeInTheDocument();
    await screen.findByRole('group', { name: CHURN.name });
    expect(row(CHURN.name)).toHaveTextContent('Positive · whole call');
    expect(within(row(CHURN.name)).getByRole('button', { name: 'Positive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(row(POLITE.name)).toHaveTextContent('Not annotated');
    expect(document.querySelector('b')).toBeNull();
    const [labels] = sent(calls, 'GET').filter((call) => call.url.split('?')[0] === LABELS_URL);
    expect(JSON.parse(new URL(labels.url).searchParams.get('filter') ?? '')).toEqual({
      lang: 'fr',
    });
  });

  it('marks a label negative on the whole call, then clears it', async () => {
    const { calls } = await openScribr(path, annotating(), DEMO_ROLES.admin);
    await screen.findByRole('group', { name: POLITE.name });
    await userEvent.click(within(row(POLITE.name)).getByRole('button', { name: 'Negative' }));
    await waitFor(() => expect(row(POLITE.name)).toHaveTextContent('Negative · whole call'));
    expect(sent(calls, 'PUT')).toEqual([
      {
        method: 'PUT',
        url: annotationUrl(POLITE.id),
        body: { polarity: 'negative', span: null },
      },
    ]);
    await userEvent.click(within(row(POLITE.name)).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(row(POLITE.name)).toHaveTextContent('Not annotated'));
    expect(sent(calls, 'DELETE').map((call) => call.url)).toEqual([annotationUrl(POLITE.id)]);
  });

  it('marks a passage selected in the transcript, in code points of one turn', async () => {
    const { calls } = await openScribr(path, annotating(), DEMO_ROLES.admin);
    await screen.findByRole('group', { name: CHURN.name });
    // "résilier" in the second turn, selected in the transcript.
    const word = screen.getByLabelText('résilier (Confidence 41%)');
    const range = document.createRange();
    range.selectNodeContents(word);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a passage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a passage' });
    expect(within(dialog).getByText('Selected: «résilier»')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this passage' }));
    expect(screen.getByText('Marks apply to: turn 2: «résilier»')).toBeInTheDocument();
    await userEvent.click(within(row(CHURN.name)).getByRole('button', { name: 'Positive' }));
    await waitFor(() => expect(row(CHURN.name)).toHaveTextContent('Positive · turn 2: «résilier»'));
    expect(sent(calls, 'PUT').map((call) => call.body)).toEqual([
      { polarity: 'positive', span: { turn: 1, start: 15, end: 23 } },
    ]);
  });

  it('chooses a passage in the dialog’s text of a turn (keyboard selection)', async () => {
    await openScribr(path, annotating(), DEMO_ROLES.admin);
    await screen.findByRole('group', { name: CHURN.name });
    window.getSelection()?.removeAllRanges();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a passage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a passage' });
    expect(within(dialog).getByRole('button', { name: 'Use this passage' })).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: 'Text of the turn' });
    (text as HTMLTextAreaElement).setSelectionRange(0, 7);
    fireEvent.select(text);
    expect(within(dialog).getByText('Selected: «Bonjour»')).toBeInTheDocument();
    // Typing changes nothing: the field shows the turn's text.
    fireEvent.change(text, { target: { value: 'edited' } });
    expect(text).toHaveValue(DETAILS.transcript?.[0].text);
  });

  it('shows the service’s refusal under the label, and keeps the annotation as it was', async () => {
    await openScribr(
      path,
      annotating([], () => badRequest({ 'span.end': ['The turn has 40 characters'] })),
      DEMO_ROLES.admin,
    );
    await screen.findByRole('group', { name: CHURN.name });
    await userEvent.click(within(row(CHURN.name)).getByRole('button', { name: 'Positive' }));
    expect(
      await within(row(CHURN.name)).findByText('The turn has 40 characters'),
    ).toBeInTheDocument();
    expect(row(CHURN.name)).toHaveTextContent('Not annotated');
  });

  it('says so when the call’s language has no label yet', async () => {
    await openScribr(path, labelsService(annotating(), []), DEMO_ROLES.admin);
    expect(
      await screen.findByText(/No annotation label in this call's language yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a label' })).toHaveAttribute(
      'href',
      '/scribr/classification-labels/add?language=fr',
    );
  });

  it('is not there for a client, who asks nothing of the annotations', async () => {
    const { calls } = await openScribr(path, annotating(), DEMO_ROLES.client);
    expect(await screen.findByRole('heading', { name: `Call ${DETAILS.id}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Metadata' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Annotations' })).toBeNull();
    expect(calls.filter((call) => /annotations|classification-labels/.test(call.url))).toEqual([]);
  });
});
