/**
 * Drafts of forms kept across a forced sign-in (architecture §7: a save that fails keeps what the
 * user typed). Session storage only: this tab, gone when it closes, never local storage.
 */
export type DraftValues = Record<string, unknown>;

export const DRAFT_KEY_PREFIX = 'draft';

/** One draft per form route (e.g. `/lmfactory/corpuses/add`) and per user when known. */
export const draftKey = (path: string, userId?: string): string =>
  `${DRAFT_KEY_PREFIX}.${userId || 'anonymous'}.${path}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): DraftStorage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: nothing is kept
  }
};

export const writeDraft = (key: string, values: DraftValues, storage = sessionStore()): void => {
  try {
    storage?.setItem(key, JSON.stringify(values));
  } catch {
    // Full or disabled storage: the draft is lost, the sign-in goes on.
  }
};

/** The stored draft, or undefined when there is none (or it is not a JSON object). */
export const readDraft = (key: string, storage = sessionStore()): DraftValues | undefined => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as DraftValues)
      : undefined;
  } catch {
    return undefined;
  }
};

export const removeDraft = (key: string, storage = sessionStore()): void => {
  storage?.removeItem(key);
};
