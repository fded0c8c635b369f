import type { CallIndex } from './callIndex';
import type { Matches } from './booleanMatch';
import { turnMatches, type TurnMatch } from './highlights';
import { matchClue, type ClueDefinition } from './matchClue';
import { matchTag, type TagQuery } from './matchTag';

export interface TagDefinition {
  id: number;
  query: TagQuery;
}

/** A tag detected on a call and where (the shape of `calls.detected_tags`). */
export interface Detection {
  id: number;
  matches: TurnMatch[];
}

/**
 * Clue matches computed once per clue, whatever the number of tags using it; an unknown clue
 * matches nothing.
 */
export function clueMatcher(index: CallIndex, clues: ReadonlyMap<number, ClueDefinition>) {
  const known = new Map<number, Matches>();
  return (id: number): Matches => {
    let matches = known.get(id);
    if (!matches) {
      const clue = clues.get(id);
      matches = clue ? matchClue(index, clue) : new Map();
      known.set(id, matches);
    }
    return matches;
  };
}

/** The tags detected on each call of the index (by position), tags in the order given. */
export function detectTags(
  index: CallIndex,
  tags: readonly TagDefinition[],
  clues: ReadonlyMap<number, ClueDefinition>,
): Detection[][] {
  const detections: Detection[][] = index.calls.map(() => []);
  const clueMatches = clueMatcher(index, clues);
  for (const tag of tags) {
    for (const [call, spans] of matchTag(tag.query, clueMatches, index.calls.length)) {
      detections[call].push({ id: tag.id, matches: turnMatches(index, call, spans) });
    }
  }
  return detections;
}
