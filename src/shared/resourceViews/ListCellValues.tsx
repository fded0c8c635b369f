import { useFieldValue } from 'react-admin';
import { DateTimeValue, EMPTY_VALUE, toDate, useSharedDisplayFormats } from '../format';
import { useLanguageName } from './useLanguageName';

// List cells of long pages render many values per frame while scrolling: these write the text
// straight into the cell (whose typography is already body2), without react-admin's
// TextField / NumberField or the console's fields and their styled Typography, format numbers
// with one shared formatter (`toLocaleString()` builds one per call) and dates with the formats
// the list reads once (SharedDisplayFormats).

/** The browser's number format, as react-admin's NumberField without `locales`. */
const numbers = new Intl.NumberFormat();

const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

/** A number in a list cell ("1,234"), the browser's way, as react-admin's NumberField. */
export const NumberCell = ({ source }: { source: string }) => {
  const value = asNumber(useFieldValue({ source }));
  if (value === null || value === undefined || value === '') return null;
  return <span>{typeof value === 'number' ? numbers.format(value) : String(value)}</span>;
};

/** A text in a list cell, as react-admin's TextField (other values as JSON). */
export const TextCell = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined) return null;
  return <span>{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
};

/**
 * A moment in a list cell, as DateTimeField (the UI language, the user's time zone, the full form
 * on hover), with the formats the list shares; DateTimeValue's own where it shares none.
 */
export const DateTimeCell = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  const formats = useSharedDisplayFormats();
  if (!formats) return <DateTimeValue value={value} />;
  const date = toDate(value);
  if (!date) return <span>{EMPTY_VALUE}</span>;
  return (
    <time dateTime={date.toISOString()} title={formats.fullDateTime.format(date)}>
      {formats.dateTime.format(date)}
    </time>
  );
};

/** A language in a list cell by its name in the UI language, as LanguageField. */
export const LanguageCell = ({ source }: { source: string }) => {
  const languageName = useLanguageName();
  return <span>{languageName(useFieldValue({ source }))}</span>;
};
