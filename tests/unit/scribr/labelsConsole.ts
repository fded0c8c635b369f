import { HttpError } from 'react-admin';
import type { RecordedCall } from '../../../src/app/testing/fakeHttpClient';
import type { LabelRecord } from '../../../src/resources/scribr/labels/labelRecord';
import { API, type Respond } from './scribrConsole';

// Classification labels as the search service answers them (simple-rest), and the Moriarty tag
// one of them judges, for the label and call-details tests.
export const MORIARTY = 'http://platform.test/services/moriarty/api';
export const LABELS_URL = `${API}/v1/classification-labels`;

export const TAG = { id: 7, label: 'Risque de départ', lang: 'fr', query: { and: [] } };

export const CHURN: LabelRecord = {
  id: 5,
  name: 'Churn <b>verdict</b>',
  description: 'The customer is leaving',
  colour: '#ff8800',
  lang: 'fr',
  tag_id: TAG.id,
  annotated_calls: 3,
  positive: 2,
  negative: 1,
  inserted_at: '2025-11-01T10:00:00.000Z',
  updated_at: '2025-11-02T10:00:00.000Z',
};

export const POLITE: LabelRecord = {
  ...CHURN,
  id: 6,
  name: 'Polite agent',
  description: '',
  colour: '#00aa00',
  tag_id: null,
  annotated_calls: 0,
  positive: 0,
  negative: 0,
};

/** A simple-rest page: the rows and their `Content-Range`. */
export const page = (rows: readonly LabelRecord[]) => ({
  json: rows,
  headers: { 'Content-Range': `classification-labels 0-${rows.length - 1}/${rows.length}` },
});

export const badRequest = (errors: Record<string, string[]>) =>
  new HttpError('Invalid request', 400, { message: 'Invalid request', errors });

/** The labels' routes of the search service and the Moriarty tags, else `fallback`. */
export const labelsService =
  (fallback: Respond, labels: readonly LabelRecord[] = [CHURN, POLITE]): Respond =>
  (call: RecordedCall) => {
    const url = call.url.split('?')[0];
    if (url === `${MORIARTY}/tags`) return { json: [TAG] };
    if (url === `${MORIARTY}/tags/${TAG.id}`) return { json: TAG };
    if (call.method === 'GET' && url === LABELS_URL) return page(labels);
    const label = labels.find((candidate) => url === `${LABELS_URL}/${candidate.id}`);
    if (call.method === 'GET' && label) return { json: label };
    return fallback(call);
  };

export const sent = (calls: RecordedCall[], method: string, prefix = LABELS_URL) =>
  calls.filter((call) => call.method === method && call.url.startsWith(prefix));
