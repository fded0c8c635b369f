import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EMPTY_VALUE } from '../../../shared/format';
import { ColourSwatch } from './ColourSwatch';

/** A label's colour: its swatch and its `#rrggbb` code. */
export const ColourField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <ColourSwatch colour={value} />
      <Typography variant="body2" component="span">
        {typeof value === 'string' && value ? value : EMPTY_VALUE}
      </Typography>
    </Stack>
  );
};
