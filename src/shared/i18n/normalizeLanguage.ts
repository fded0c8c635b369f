/**
 * Spec §5: a language code longer than 2 characters and containing a dash is shortened to its last
 * dash-separated part ('xx-fr' → 'fr'). Implemented literally — for a region code that is the
 * region ('fr-FR' → 'fr') — and lower-cased so results compare with the console's codes ('fr',
 * 'en'). Other codes are only lower-cased; an empty last part keeps the code as is.
 */
export const normalizeLanguage = (code: string): string => {
  const lower = code.trim().toLowerCase();
  if (lower.length <= 2 || !lower.includes('-')) return lower;
  const last = lower.slice(lower.lastIndexOf('-') + 1);
  return last === '' ? lower : last;
};
