import { Typography } from '@mui/material';
import { toDate } from './dateTime';
import { useDisplayFormats, type DisplayFormats } from './useDisplayFormats';

export const EMPTY_VALUE = '—';

/**
 * A moment as the console writes it: `text` in the display formats, `full` (with the zone) for
 * hovering, `iso` for a `<time>` element; undefined when the value is no moment.
 */
export const describeMoment = (value: unknown, { dateTime, fullDateTime }: DisplayFormats) => {
  const date = toDate(value);
  return date
    ? { iso: date.toISOString(), text: dateTime.format(date), full: fullDateTime.format(date) }
    : undefined;
};

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
  const moment = describeMoment(value, useDisplayFormats());
  if (!moment) {
    return (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Typography component="time" variant="body2" dateTime={moment.iso} title={moment.full}>
      {moment.text}
    </Typography>
  );
};
