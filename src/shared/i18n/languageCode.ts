/**
 * A platform language code as the console reads it (spec §3): longer than 2 characters with a dash,
 * it is shortened to its last dash-separated part ('cust-fr' → 'fr'); otherwise kept.
 * Applied wherever a language code is read: route, query, settings, token claims.
 */
export const shortLanguageCode = (code: string): string =>
  code.length > 2 && code.includes('-') ? code.slice(code.lastIndexOf('-') + 1) : code;
