/**
 * Spec §9: a call id is digits, dash, digits, dot, digits (`412-20251103.7`); the command palette's
 * search pattern is looser — three digits, dash, digits, any one character, digits — so a call id
 * typed with another separator (`412-20251103/7`) still offers the call-details entry.
 */
export const CALL_ID_PATTERN = /^\d+-\d+\.\d+$/;
export const PALETTE_SEARCH_PATTERN = /^\d{3}-\d+.\d+$/;

/** The typed search (trimmed) fits the palette's search pattern. */
export const fitsSearchPattern = (search: string): boolean =>
  PALETTE_SEARCH_PATTERN.test(search.trim());
