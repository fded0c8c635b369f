export { FormDraft, DRAFT_RESTORED_MESSAGE } from './FormDraft';
export { useDraftKey } from './useDraftKey';
export {
  discardDraft,
  keepDrafts,
  registerDraftSource,
  resetDraftSources,
  takeDraft,
} from './draftSources';
export { draftKey, readDraft, removeDraft, writeDraft, DRAFT_KEY_PREFIX } from './draftStore';
export type { DraftValues } from './draftStore';
