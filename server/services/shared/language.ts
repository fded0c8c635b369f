import { z } from 'zod';
import { msg } from '../../shared/messages';

/**
 * Spec §5: codes longer than 2 characters containing a dash are shortened to their last
 * dash-separated part (`xx-FR` → `FR`). Stored lower-case, so `FR` and `fr` are one language.
 */
export const shortenLanguageCode = (code: string): string =>
  (code.length > 2 && code.includes('-') ? (code.split('-').at(-1) ?? code) : code).toLowerCase();

const LANGUAGE_CODE_MESSAGE = msg('field.languageCode');

/** A language code as the console sends it (`fr`, `fr-FR`), validated and shortened. */
export const languageCode = z
  .string({ error: LANGUAGE_CODE_MESSAGE })
  .trim()
  .max(35, LANGUAGE_CODE_MESSAGE)
  .transform(shortenLanguageCode)
  .pipe(z.string().regex(/^[a-z]{2}$/, LANGUAGE_CODE_MESSAGE));
