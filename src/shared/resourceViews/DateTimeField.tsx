import { useFieldValue } from 'react-admin';
import { DateTimeValue } from '../format';

/** The record's moment at `source`, in the UI language and the user's time zone. */
export const DateTimeField = ({ source }: { source: string; label?: string }) => (
  <DateTimeValue value={useFieldValue({ source })} />
);
