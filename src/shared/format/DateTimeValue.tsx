import { Typography } from '@mui/material';
import { toDate } from './dateTime';
import { useDisplayFormats } from './useDisplayFormats';

export const EMPTY_VALUE = '—';

/**
 * A moment in the UI language and the user's time zone, the full form (with the zone) on hover;
 * `emptyText` when there is none.
 */
export const DateTimeValue = ({
  value,
  emptyText = EMPTY_VALUE,
}: {
  value: unknown;
  emptyText?: string;
}) => {
  const { dateTime, fullDateTime } = useDisplayFormats();
  const date = toDate(value);
  if (!date) {
    return (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Typography
      component="time"
      variant="body2"
      dateTime={date.toISOString()}
      title={fullDateTime.format(date)}
    >
      {dateTime.format(date)}
    </Typography>
  );
};
