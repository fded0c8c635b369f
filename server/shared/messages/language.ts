import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './catalogue';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** The weight of an Accept-Language entry: `q=0.8` → 0.8; none → 1; malformed → 0. */
function quality(attributes: readonly string[]): number {
  const q = attributes.map((attribute) => attribute.trim()).find((a) => /^q=/i.test(a));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/**
 * The language of the platform's messages for an `Accept-Language` header: the supported
 * language (by primary subtag: `fr-CA` is `fr`) with the highest weight, the first on a tie;
 * English when none is supported or the header is absent.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  let best: Language = DEFAULT_LANGUAGE;
  let bestQuality = 0;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...attributes] = entry.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const weight = quality(attributes);
    if (isLanguage(primary) && weight > bestQuality) {
      best = primary;
      bestQuality = weight;
    }
  }
  return best;
}
