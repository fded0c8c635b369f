import { normalizeLanguage } from '../../../shared/i18n';

/** A language read from anywhere (filter, record, form), normalised (spec §5); else undefined. */
export const languageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? normalizeLanguage(value) : undefined;
