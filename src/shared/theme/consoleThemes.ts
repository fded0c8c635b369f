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

/** A style object's keys and values, as theme overrides hold them. */
type Styles = Record<string, unknown>;

/**
 * react-admin's light theme gives a disabled filled input its usual background with JSS's
 * `&$disabled`, which emotion leaves as the selector `.css-…-root$disabled`: the browser drops
 * that rule (the input greys out after all), and jsdom parses it again, and fails, at every
 * style lookup of a component test. Its rule, under MUI's class for the state.
 */
const withDisabledFilledInput = (base: RaThemeOptions): RaThemeOptions => {
  const filledInput = base.components?.MuiFilledInput;
  const root = filledInput?.styleOverrides?.root as Styles | undefined;
  if (!root || !('&$disabled' in root)) return base;
  const { '&$disabled': disabled, ...rest } = root;
  return {
    ...base,
    components: {
      ...base.components,
      MuiFilledInput: {
        ...filledInput,
        styleOverrides: {
          ...filledInput?.styleOverrides,
          root: { ...rest, '&.Mui-disabled': disabled },
        },
      },
    },
  };
};

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
