import type { RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { dropEmptyLines } from '../../../shared/generated';

/** `POST corpuses` (spec §7): exactly description, label, lang, sentences; no empty sentence. */
export const postCorpus = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'corpuses',
  body: {
    description: data.description ?? '',
    label: data.label,
    lang: data.lang,
    sentences: dropEmptyLines(data.sentences),
  },
});

/** The service sends no status for a corpus that is simply available (spec §3 default). */
export const parseCorpus = (raw: Record<string, unknown>): RaRecord => ({
  ...raw,
  id: raw.id as RaRecord['id'],
  status: raw.status ?? 'available',
});
