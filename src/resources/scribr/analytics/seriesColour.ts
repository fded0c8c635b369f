import type { Theme } from '@mui/material';

// Distinct hues for bars, lines and slices, readable on the light and the dark theme.
const HUES = [210, 150, 30, 280, 0, 180, 60, 330, 100, 240];

/** The colour of the `index`-th series (or slice). */
export const seriesColour = (theme: Theme, index: number) => {
  if (index === 0) return theme.palette.primary.main;
  const hue = HUES[index % HUES.length];
  return `hsl(${hue} 60% ${theme.palette.mode === 'dark' ? 65 : 45}%)`;
};
