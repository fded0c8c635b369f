import { readDraft, removeDraft, writeDraft, type DraftValues } from './draftStore';

/** The values of a form being edited, by draft key (only forms with changes register). */
const sources = new Map<string, () => DraftValues>();
/** Set once the session has ended: the page is leaving to sign in, its drafts must stay. */
let signingIn = false;

/** Registers a form's values under its draft key; returns the unregistration. */
export const registerDraftSource = (key: string, values: () => DraftValues): (() => void) => {
  sources.set(key, values);
  return () => {
    if (sources.get(key) === values) sources.delete(key);
  };
};

/**
 * Called when the session has ended (a 401) and the console is about to send the user to sign
 * in: every form with changes is written to session storage, to be restored on return.
 */
export const keepDrafts = (): void => {
  signingIn = true;
  for (const [key, values] of sources) writeDraft(key, values());
};

/**
 * A form's kept draft, deleted as it is handed over. None while the page is leaving to sign in
 * (react-admin may mount the form again meanwhile): the draft is for the page after sign-in.
 */
export const takeDraft = (key: string): DraftValues | undefined => {
  if (signingIn) return undefined;
  const draft = readDraft(key);
  if (draft) removeDraft(key);
  return draft;
};

/** Forgets a form's draft (it was saved), unless the page is leaving to sign in. */
export const discardDraft = (key: string): void => {
  if (!signingIn) removeDraft(key);
};

/** For tests: no form registered, no sign-in under way. */
export const resetDraftSources = (): void => {
  sources.clear();
  signingIn = false;
};
