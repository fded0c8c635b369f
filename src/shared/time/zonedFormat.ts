// Building an Intl.DateTimeFormat takes about a millisecond, and lists, dashboards and time-zone
// arithmetic ask for the same few over and over (issue 16): each is built once.
const built = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The format of `locale` with `options` (a constant of the caller's: formats are kept per options
 * object) in `timeZone`; in the browser's own zone when this browser does not know that name (a
 * saved setting from another browser).
 */
export const zonedFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat => {
  let formats = built.get(options);
  if (!formats) {
    formats = new Map();
    built.set(options, formats);
  }
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, options);
    }
    formats.set(key, format);
  }
  return format;
};
