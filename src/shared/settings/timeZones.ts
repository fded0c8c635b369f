let browserZone: string | undefined;

/**
 * The browser's time zone (the timeZone setting's default), UTC when it cannot tell. Read once:
 * every date cell asks for it, and building an Intl.DateTimeFormat each time showed in the list
 * scroll bench as a tenth of the main thread's time.
 */
export const browserTimeZone = (): string => {
  if (browserZone === undefined) {
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      browserZone = 'UTC';
    }
  }
  return browserZone;
};

/** Forgets the zone read once, so the next call reads it again (tests that fake the browser's). */
export const forgetBrowserTimeZone = (): void => {
  browserZone = undefined;
};

/** Every IANA time zone the browser knows, for the time-zone picker; at least UTC and `also`. */
export const supportedTimeZones = (also?: string): string[] => {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // Older engines: only what we know for sure.
  }
  const all = new Set(zones);
  all.add('UTC');
  if (also) all.add(also);
  return [...all].sort();
};
