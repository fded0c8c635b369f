import type { AppDatabase } from '../../db';
import type { Owner } from '../shared/ownership';
import { cluesWithIds } from './clues.queries';
import type { PreviewCall } from './callIndexCache';
import {
  tagClueIds,
  turnMatches,
  type CallIndex,
  type ClueDefinition,
  type Matches,
} from './engine';
import { msg } from '../../shared/messages';
import { invalidTagQuery, parseQueryField } from './queryErrors';
import {
  MAX_SNIPPETS,
  type PreviewAnswer,
  type PreviewClueBody,
  type PreviewTagBody,
} from './preview.schemas';

/** The answer of a preview: counts, and the first matching calls (latest first) with snippets. */
export function previewAnswer(
  index: CallIndex<PreviewCall>,
  matches: Matches,
  limit: number,
): PreviewAnswer {
  const shown = [...matches.keys()].sort((a, b) => a - b).slice(0, limit);
  return {
    evaluated: index.calls.length,
    matched: matches.size,
    calls: shown.map((position) => {
      const call = index.calls[position];
      const byTurn = new Map<number, { start: number; end: number }[]>();
      for (const { turn, start, end } of turnMatches(
        index,
        position,
        matches.get(position) ?? [],
      )) {
        byTurn.set(turn, [...(byTurn.get(turn) ?? []), { start, end }]);
      }
      return {
        id: call.id,
        start_time: call.startTime.toISOString(),
        client: call.client,
        campaign: call.campaign,
        duration: call.duration,
        snippets: [...byTurn].slice(0, MAX_SNIPPETS).map(([turn, highlights]) => {
          const { speaker, start, end, text } = call.transcript[turn];
          return { turn, speaker, start, end, text, highlights };
        }),
      };
    }),
  };
}

/** The clue of a clue preview (throws InvalidQuery on a syntax error). */
export const previewClue = (body: PreviewClueBody): ClueDefinition => ({
  query: parseQueryField('query', body.query),
  speakers: body.speakers,
  concatenationDelay: body.concatenation_delay,
});

/**
 * The clues of a tag preview: the given ones (by id) over the stored ones of the same language.
 * Throws InvalidQuery for a syntax error in a given clue, or an id that is neither given nor a
 * stored clue of that language.
 */
export async function previewTagClues(
  db: AppDatabase,
  body: PreviewTagBody,
  owner: Owner,
): Promise<Map<number, ClueDefinition>> {
  const definitions = new Map<number, ClueDefinition>();
  body.clues.forEach((clue, at) => {
    const query = parseQueryField(`clues.${at}.query`, clue.query);
    if (clue.id === undefined) return;
    definitions.set(clue.id, {
      query,
      speakers: clue.speakers,
      concatenationDelay: clue.concatenation_delay,
    });
  });
  const missing = tagClueIds(body.query).filter((id) => !definitions.has(id));
  const stored = new Map(
    (
      await cluesWithIds(
        db,
        missing.filter((id) => id > 0),
        owner,
      )
    ).map((c) => [c.id, c]),
  );
  const problems: string[] = [];
  for (const id of missing) {
    const clue = stored.get(id);
    if (!clue) problems.push(msg('moriarty.unknownClue', { id }));
    else if (clue.lang !== body.lang)
      problems.push(
        msg('moriarty.clueOtherLanguage', {
          id,
          label: clue.label,
          clueLang: clue.lang,
          lang: body.lang,
        }),
      );
    else
      definitions.set(id, {
        query: parseQueryField('query', clue.query),
        speakers: clue.speakers,
        concatenationDelay: clue.concatenationDelay,
      });
  }
  if (problems.length) throw invalidTagQuery(problems);
  return definitions;
}
