import { useFieldValue } from 'react-admin';

// List cells of long pages render many values per frame while scrolling: these write the text
// straight into the cell (whose typography is already body2), without react-admin's
// TextField / NumberField and their styled Typography, and format numbers with one shared
// formatter (`toLocaleString()` builds one per call).

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
