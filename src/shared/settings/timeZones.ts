/** The browser's time zone (the timeZone setting's default), UTC when it cannot tell. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
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
