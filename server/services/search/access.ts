import type { Role } from '../../../contracts/roles';

/**
 * Who reads calls: LM Factory (corpuses, dictionaries), Moriarty (clues, tags) and Scribr (call
 * list, analytics). Any one of these roles opens the search, client, campaign and call endpoints.
 */
export const CALL_READER_ROLES: readonly Role[] = [
  'app.lm_factory.corpuses',
  'app.lm_factory.dictionaries',
  'app.moriarty.clues',
  'app.moriarty.tags',
  'app.scribr.call_list',
  'app.scribr.analytics',
];

export const callReaders = { roles: CALL_READER_ROLES } as const;
