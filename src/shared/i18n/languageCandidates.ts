/**
 * A language code as a browser, a URL or a setting may give it ('fr', 'en-US', 'zh-Hant-TW').
 * Anything else (markup, quotes, spaces, script) is discarded as a possible injection (spec §2
 * item 5).
 */
export const SAFE_LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const isSafeLanguageCode = (value: unknown): value is string =>
  typeof value === 'string' && SAFE_LANGUAGE_CODE.test(value);

/** The primary part, lower-case: 'en-US' → 'en'. */
export const primaryLanguage = (code: string): string => code.split('-')[0].toLowerCase();

/** A detected candidate as the UI language it asks for, or '' (ignored) when unsafe. */
export const toUiLanguageCandidate = (value: unknown): string =>
  isSafeLanguageCode(value) ? primaryLanguage(value) : '';
