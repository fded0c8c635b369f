/** Time buckets when the URL names none. */
export const DEFAULT_INTERVAL = 'day';
/** The period a dashboard opened without one shows (written into the URL on entry). */
export const DEFAULT_DATE_RANGE = 'last30days';
