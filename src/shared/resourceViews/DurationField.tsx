import { useFieldValue } from 'react-admin';
import { DurationValue } from '../format';

/** The record's duration in seconds at `source`: human form, hh:mm:ss on hover (spec §9). */
export const DurationField = ({ source }: { source: string; label?: string }) => (
  <DurationValue seconds={useFieldValue({ source })} />
);
