import { useFieldValue } from 'react-admin';
import { BytesValue } from '../format';

/** The record's size in bytes at `source`, in 1024-based units (spec §9). */
export const BytesField = ({ source }: { source: string; label?: string }) => (
  <BytesValue bytes={useFieldValue({ source })} />
);
