import { Typography } from '@mui/material';
import { formatBytes } from './bytes';
import { EMPTY_VALUE } from './DateTimeValue';
import { useDisplayFormats } from './useDisplayFormats';

/** A size in 1024-based units (spec §9), written the UI language's way ("1,5 Ko"). */
export const BytesValue = ({
  bytes,
  emptyText = EMPTY_VALUE,
}: {
  bytes: number | null | undefined;
  emptyText?: string;
}) => {
  const { locale } = useDisplayFormats();
  const text = typeof bytes === 'number' ? formatBytes(bytes, locale) : '';
  return (
    <Typography component="span" variant="body2">
      {text || emptyText}
    </Typography>
  );
};
