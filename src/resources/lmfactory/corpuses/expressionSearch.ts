import { languageOf } from '../common/languageOf';

/** The client picker's "all clients" value (spec §9: the client filter is set only otherwise). */
export const ALL_CLIENTS = '0';

/** Spec §9: the corpus expression search's fixed paging and time zone. */
export const EXPRESSION_SEARCH = { page: 1, size: 100, timezone: 'Europe/Paris' } as const;

export interface ExpressionSearch {
  expression: string;
  /** The corpus language. */
  lang: string;
  /** A client id, or ALL_CLIENTS. */
  client: string;
  campaigns: readonly number[];
}

/**
 * The body of `POST search/transcription-v2/` for the corpus expression search (spec §3, §9):
 * page 1, size 100, the corpus language, time zone Europe/Paris, the expression; `clients` only
 * when a client other than '0' is chosen, `campaigns` only when some are.
 */
export const expressionSearchBody = ({
  expression,
  lang,
  client,
  campaigns,
}: ExpressionSearch) => ({
  ...EXPRESSION_SEARCH,
  lang: languageOf(lang),
  search: expression.trim(),
  ...(client !== ALL_CLIENTS && client !== '' ? { clients: [Number(client)] } : {}),
  ...(campaigns.length > 0 ? { campaigns: [...campaigns] } : {}),
});

export interface SearchHit {
  id: string;
  client?: { id: number; name: string };
  campaign?: { id: number; name: string };
  highlights?: { text: string }[];
}

export interface FoundSentence {
  text: string;
  callId: string;
  source: string;
}

/** The matching turns of the hits as sentences, each once (first call kept). */
export const sentencesOf = (hits: readonly SearchHit[]): FoundSentence[] => {
  const found = new Map<string, FoundSentence>();
  for (const hit of hits) {
    const source = [hit.client?.name, hit.campaign?.name].filter(Boolean).join(' · ');
    for (const highlight of hit.highlights ?? []) {
      const text = String(highlight.text ?? '').trim();
      if (text !== '' && !found.has(text)) found.set(text, { text, callId: hit.id, source });
    }
  }
  return [...found.values()];
};

/** `sentences` followed by those of `added` it lacks (no duplicates, blank ones dropped). */
export const mergeSentences = (
  sentences: readonly string[],
  added: readonly string[],
): string[] => {
  const merged = sentences.map((sentence) => sentence.trim()).filter(Boolean);
  for (const sentence of added.map((item) => item.trim())) {
    if (sentence !== '' && !merged.includes(sentence)) merged.push(sentence);
  }
  return merged;
};
