export { round2 } from './round';
export { BYTE_UNITS, formatBytes } from './bytes';
export { formatClock, formatHumanDuration } from './duration';
export { dateTimeFormat, secondsBetween, toDate } from './dateTime';
export type { DateTimeStyle } from './dateTime';
export { useDisplayFormats } from './useDisplayFormats';
export { DateTimeValue, EMPTY_VALUE } from './DateTimeValue';
export { DurationValue, TOOLTIP_DELAY_MS } from './DurationValue';
export { BytesValue } from './BytesValue';
