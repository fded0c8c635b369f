// Building an Intl.NumberFormat takes about a millisecond, and a chart or a table formats
// hundreds of figures with the same few options (issue 16): each is built once.
const built = new Map<string, Intl.NumberFormat>();

/** The number format of `locale` with `options`, built on first use and kept. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = built.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    built.set(key, format);
  }
  return format;
};
