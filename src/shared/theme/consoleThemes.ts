import type { PaletteOptions } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { readColorScale, type ColorScale } from './cssPalette';

export interface ConsoleScales {
  primary?: ColorScale;
  secondary?: ColorScale;
}

/** Light backgrounds take the deeper shades; dark backgrounds the lighter ones. */
const lightColor = (scale: ColorScale) => ({
  light: scale[300],
  main: scale[600],
  dark: scale[800],
});
const darkColor = (scale: ColorScale) => ({
  light: scale[100],
  main: scale[300],
  dark: scale[500],
});

const withScales = (
  base: RaThemeOptions,
  scales: ConsoleScales,
  color: (scale: ColorScale) => { light: string; main: string; dark: string },
): RaThemeOptions => {
  const palette: PaletteOptions = { ...base.palette };
  if (scales.primary) palette.primary = color(scales.primary);
  if (scales.secondary) palette.secondary = color(scales.secondary);
  return { ...base, palette };
};

/** react-admin's light and dark themes with the page's primary and secondary palettes. */
export const createConsoleThemes = (
  scales: ConsoleScales = {
    primary: readColorScale('primary'),
    secondary: readColorScale('secondary'),
  },
): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } => ({
  lightTheme: withScales(defaultLightTheme, scales, lightColor),
  darkTheme: withScales(defaultDarkTheme, scales, darkColor),
});
