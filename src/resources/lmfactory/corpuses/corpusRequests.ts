import type { RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { dropEmptyLines } from '../../../shared/resourceViews';
import { languageOf } from '../common/languageOf';

/** `POST corpuses` (spec §7): exactly description, label, lang, sentences; no empty sentence. */
export const postCorpus = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'corpuses',
  body: {
    description: data.description ?? '',
    label: data.label,
    lang: languageOf(data.lang),
    sentences: dropEmptyLines(data.sentences),
  },
});

/**
 * The service sends no status for a corpus that is simply available (spec §3 default); its
 * language is normalised (spec §5).
 */
export const parseCorpus = (raw: Record<string, unknown>): RaRecord => ({
  ...raw,
  id: raw.id as RaRecord['id'],
  ...(typeof raw.lang === 'string' ? { lang: languageOf(raw.lang) ?? raw.lang } : {}),
  status: raw.status ?? 'available',
});
