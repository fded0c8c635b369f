// The detection engine: pure functions, no database. Parse a clue query once, index calls once,
// then evaluate clues and tags against the index as often as needed.
export {
  buildCallIndex,
  type CallIndex,
  type IndexableCall,
  type IndexableTurn,
} from './callIndex';
export {
  QuerySyntaxError,
  type ClueQuery,
  type QuerySyntaxCode,
  type QuerySyntaxParams,
} from './clueQuery';
export { parseClueQuery } from './parser';
export { matchClue, type ClueDefinition } from './matchClue';
export {
  groupOf,
  matchTag,
  tagClueIds,
  TAG_OPERATORS,
  type TagItem,
  type TagQuery,
} from './matchTag';
export { clueMatcher, detectTags, type Detection, type TagDefinition } from './detectTags';
export { turnMatches, type TurnMatch } from './highlights';
export type { Matches, Span } from './booleanMatch';
