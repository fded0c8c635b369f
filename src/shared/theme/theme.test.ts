import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleThemes, readColorScale, SHADES } from '.';

const define = (name: string, hue: string) =>
  SHADES.forEach((shade) =>
    document.documentElement.style.setProperty(`--${name}-${shade}`, `#${hue}${shade}`),
  );

afterEach(() => document.documentElement.removeAttribute('style'));

describe('palettes from page-level style variables (spec §9)', () => {
  it('reads --primary-100 … --primary-900 from the page', () => {
    define('primary', 'a0');
    expect(readColorScale('primary')).toEqual(
      Object.fromEntries(SHADES.map((shade) => [shade, `#a0${shade}`])),
    );
  });

  it('gives nothing when a shade is missing', () => {
    define('secondary', 'b0');
    document.documentElement.style.removeProperty('--secondary-700');
    expect(readColorScale('secondary')).toBeUndefined();
  });

  it('builds a light and a dark theme from them, the rest being react-admin’s', () => {
    define('primary', 'a0');
    define('secondary', 'b0');
    const { lightTheme, darkTheme } = createConsoleThemes();
    expect(lightTheme.palette?.primary).toEqual({
      light: '#a0300',
      main: '#a0600',
      dark: '#a0800',
    });
    expect(lightTheme.palette?.secondary).toEqual({
      light: '#b0300',
      main: '#b0600',
      dark: '#b0800',
    });
    expect(darkTheme.palette?.mode).toBe('dark');
    expect(darkTheme.palette?.primary).toEqual({ light: '#a0100', main: '#a0300', dark: '#a0500' });
    expect(lightTheme.components).toBeDefined();
  });

  it('keeps react-admin’s colours when the page defines none', () => {
    const { lightTheme } = createConsoleThemes();
    expect(lightTheme.palette?.secondary).toMatchObject({ main: '#2196f3' });
  });

  it('styles with selectors a browser accepts (no JSS `$rule`), the disabled filled input too', () => {
    const selectors = (styles: unknown): string[] =>
      styles && typeof styles === 'object'
        ? Object.entries(styles).flatMap(([key, value]) => [key, ...selectors(value)])
        : [];
    for (const theme of Object.values(createConsoleThemes()))
      expect(selectors(theme.components).filter((key) => key.includes('$'))).toEqual([]);
    const { lightTheme } = createConsoleThemes();
    expect(lightTheme.components?.MuiFilledInput?.styleOverrides?.root).toMatchObject({
      '&.Mui-disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
    });
  });
});
