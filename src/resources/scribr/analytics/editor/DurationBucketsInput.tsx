import { TextInput } from 'react-admin';

/** "30, 60, 120" ↔ [30, 60, 120]; blank → null (the service's default buckets). */
export const parseBounds = (text: string): number[] | null | string => {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const bounds = parts.map(Number);
  // Not numbers: kept as typed, so the service's message shows at this field.
  return bounds.every(Number.isFinite) ? bounds : text;
};

/** The upper bounds (seconds) of the duration buckets, typed as a list of numbers. */
export const DurationBucketsInput = ({ source }: { source: string }) => (
  <TextInput
    source={source}
    fullWidth
    parse={parseBounds}
    format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))}
    helperText="resources.scribr/analytics.fields.duration_bucketsHelp"
  />
);
