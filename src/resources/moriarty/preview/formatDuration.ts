/** Spec §9: durations shown as a clock, hh:mm:ss (seconds in). */
export const formatDuration = (seconds: number): string => {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
};
