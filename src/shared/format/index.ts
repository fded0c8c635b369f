export { round2 } from './round';
export { BYTE_UNITS, formatBytes } from './bytes';
export { formatClock, formatHumanDuration } from './duration';
