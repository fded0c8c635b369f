const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternToRegExp(pattern: string, publicUrl: string): RegExp {
  const absolute = pattern.startsWith('/') ? `${publicUrl}${pattern}` : pattern;
  const source = escapeRegExp(absolute).replace(/:\\\*/g, '(?::\\d+)?').replace(/\\\*$/, '.*');
  return new RegExp(`^${source}$`);
}

/** A URL's normalised form, or undefined when it is not an absolute http(s) URL without credentials. */
function normalise(value: string): string | undefined {
  const url = URL.parse(value);
  if (!url || !['http:', 'https:'].includes(url.protocol)) return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}

/**
 * Matches URLs against Keycloak-style redirect URI patterns (see ClientDefinition.redirectUris).
 * Applied to the normalised URL, so `http://localhost:8080@evil.example/` cannot pass as localhost.
 */
export function redirectMatcher(patterns: readonly string[], publicUrl: string) {
  const regExps = patterns.map((pattern) => patternToRegExp(pattern, publicUrl));
  const allowsUrl = (value: string) => {
    const href = normalise(value);
    return href !== undefined && !href.includes('#') && regExps.some((re) => re.test(href));
  };
  return {
    allowsUrl,
    /** Keycloak's web origin `+`: an origin is allowed when its root is an allowed redirect. */
    allowsOrigin: (origin: string | undefined) =>
      !!origin &&
      origin !== 'null' &&
      URL.parse(origin)?.origin === origin &&
      allowsUrl(`${origin}/`),
  };
}

export type RedirectMatcher = ReturnType<typeof redirectMatcher>;
