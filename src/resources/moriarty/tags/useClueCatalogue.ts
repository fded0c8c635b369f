import { useMemo } from 'react';
import { useGetList, useGetMany, useRecordContext } from 'react-admin';
import type { Speaker } from '../clues/speakers';
import { useBuilder } from './BuilderContext';
import { clueIdsOf } from './queryTree';

/** What the builder shows of a clue. */
export interface ClueSummary {
  id: number;
  label: string;
  query: string;
  speakers: Speaker[];
  concatenation_delay: number;
}

export const CLUES = 'moriarty/clues';

const summaryOf = (raw: Record<string, unknown>): ClueSummary => ({
  id: Number(raw.id),
  label: String(raw.label ?? ''),
  query: String(raw.query ?? ''),
  speakers: Array.isArray(raw.speakers) ? (raw.speakers as Speaker[]) : ['in', 'out'],
  concatenation_delay: Number(raw.concatenation_delay ?? 300),
});

/**
 * The clues the tag editor knows: those of the tag's language (`GET /clues?lang=`, the picker's
 * options), those the tag references (`clues` of `GET /tags/{id}`), the drafts edited in place
 * (which win), and any other clue of the tree read one by one.
 */
export const useClueCatalogue = (lang: string | undefined) => {
  const record = useRecordContext();
  const { state } = useBuilder();
  const list = useGetList(
    CLUES,
    {
      filter: { language: lang },
      pagination: { page: 1, perPage: 10000 },
      sort: { field: 'label', order: 'ASC' },
    },
    { enabled: !!lang },
  );
  const referenced: unknown = record?.clues;
  const known = useMemo(() => {
    const byId = new Map<number, ClueSummary>();
    const clues = (Array.isArray(referenced) ? referenced : []) as Record<string, unknown>[];
    for (const clue of clues) byId.set(Number(clue.id), summaryOf(clue));
    for (const clue of list.data ?? []) byId.set(Number(clue.id), summaryOf(clue));
    return byId;
  }, [referenced, list.data]);
  const inTree = clueIdsOf(state.root);
  const missing = inTree.filter((id) => id > 0 && !known.has(id));
  const fetched = useGetMany(CLUES, { ids: missing }, { enabled: missing.length > 0 });

  return useMemo(() => {
    const byId = new Map(known);
    for (const clue of fetched.data ?? []) byId.set(Number(clue.id), summaryOf(clue));
    for (const draft of Object.values(state.drafts)) byId.set(draft.id, summaryOf({ ...draft }));
    return {
      /** The clues of the language, for the picker. */
      options: (list.data ?? []).map(summaryOf),
      optionsLoading: list.isPending && !!lang,
      optionsError: list.error,
      clueOf: (id: number): ClueSummary | undefined => byId.get(id),
    };
  }, [known, fetched.data, state.drafts, list.data, list.isPending, list.error, lang]);
};

export type ClueCatalogue = ReturnType<typeof useClueCatalogue>;
