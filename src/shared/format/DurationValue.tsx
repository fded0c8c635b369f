import { Typography } from '@mui/material';
import { formatClock, formatHumanDuration } from './duration';
import { EMPTY_VALUE } from './DateTimeValue';
import { HoverTooltip } from './HoverTooltip';
import { useDisplayFormats } from './useDisplayFormats';

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
    <HoverTooltip title={formatClock(seconds)}>
      <Typography component="span" variant="body2">
        {formatHumanDuration(seconds, locale)}
      </Typography>
    </HoverTooltip>
  );
};
