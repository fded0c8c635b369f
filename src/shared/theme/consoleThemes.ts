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

const FILLED_INPUT_BACKGROUND = 'rgba(0, 0, 0, 0.04)';

/**
 * react-admin's light theme gives a disabled filled input its usual background with JSS's
 * `&$disabled`, which emotion leaves as the selector `.css-…-root$disabled`: the browser drops
 * that rule (the input greys out after all), and jsdom parses it again, and fails, at every
 * style lookup of a component test. The same rule with MUI's class for the state.
 */
const withDisabledFilledInput = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  components: {
    ...base.components,
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: FILLED_INPUT_BACKGROUND,
          '&.Mui-disabled': { backgroundColor: FILLED_INPUT_BACKGROUND },
        },
      },
    },
  },
});

/** react-admin's light and dark themes with the page's primary and secondary palettes. */
export const createConsoleThemes = (
  scales: ConsoleScales = {
    primary: readColorScale('primary'),
    secondary: readColorScale('secondary'),
  },
): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } => ({
  lightTheme: withScales(withDisabledFilledInput(defaultLightTheme), scales, lightColor),
  darkTheme: withScales(defaultDarkTheme, scales, darkColor),
});
