import { delayOf } from '../clues/clueRequests';
import { speakerChoiceOf, speakersOf } from '../clues/speakers';
import { draftsInTree, type BuilderState } from '../tags/builderReducer';
import { clueIdsOf, toTagQuery } from '../tags/queryTree';
import { PREVIEW_LIMIT, type CluePreviewRequest, type TagPreviewRequest } from './previewTypes';

/** `POST /preview/clue` for a clue being edited; undefined while there is no query to try. */
export const cluePreviewRequest = (clue: {
  lang?: unknown;
  query?: unknown;
  speakers?: unknown;
  concatenation_delay?: unknown;
}): CluePreviewRequest | undefined => {
  if (typeof clue.lang !== 'string' || clue.lang === '') return undefined;
  if (typeof clue.query !== 'string' || clue.query.trim() === '') return undefined;
  return {
    lang: clue.lang,
    query: clue.query,
    speakers: speakersOf(speakerChoiceOf(clue.speakers)),
    concatenation_delay: delayOf(clue.concatenation_delay),
    limit: PREVIEW_LIMIT,
  };
};

/**
 * `POST /preview/tag` for the tag being edited: its tree (new clues keep their negative ids) and
 * the clues created or edited in place, which override the stored ones. Undefined while the tree
 * holds no clue, or a new clue has no query yet.
 */
export const tagPreviewRequest = (
  state: BuilderState,
  tag: { lang?: unknown; concatenation_delay?: unknown },
): TagPreviewRequest | undefined => {
  if (typeof tag.lang !== 'string' || tag.lang === '') return undefined;
  if (clueIdsOf(state.root).length === 0) return undefined;
  const drafts = draftsInTree(state);
  if (drafts.some((draft) => draft.query.trim() === '')) return undefined;
  return {
    lang: tag.lang,
    query: toTagQuery(state.root),
    concatenation_delay: delayOf(tag.concatenation_delay),
    ...(drafts.length > 0
      ? {
          clues: drafts.map((draft) => ({
            id: draft.id,
            query: draft.query,
            speakers: speakersOf(speakerChoiceOf(draft.speakers)),
            concatenation_delay: delayOf(draft.concatenation_delay),
          })),
        }
      : {}),
    limit: PREVIEW_LIMIT,
  };
};
