import { Tooltip, Typography } from '@mui/material';
import { formatClock, formatHumanDuration } from './duration';
import { EMPTY_VALUE } from './DateTimeValue';
import { useDisplayFormats } from './useDisplayFormats';

/** Spec §9: tooltips open after 300 ms. */
export const TOOLTIP_DELAY_MS = 300;

/** A duration in human form ("1 min 30 s"), the clock form (hh:mm:ss) in a tooltip (spec §9). */
export const DurationValue = ({
  seconds,
  emptyText = EMPTY_VALUE,
}: {
  seconds: number | null | undefined;
  emptyText?: string;
}) => {
  const { locale } = useDisplayFormats();
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
    return (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Tooltip title={formatClock(seconds)} enterDelay={TOOLTIP_DELAY_MS}>
      <Typography component="span" variant="body2">
        {formatHumanDuration(seconds, locale)}
      </Typography>
    </Tooltip>
  );
};
