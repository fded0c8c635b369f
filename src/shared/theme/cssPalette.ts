/** The shades spec §9's page-level style variables are numbered with. */
export const SHADES = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Record<Shade, string>;

/**
 * Reads `--<name>-100` … `--<name>-900` (spec §9: primary and secondary palettes come from
 * page-level style variables); undefined when any shade is missing, so the theme's default stays.
 */
export const readColorScale = (
  name: 'primary' | 'secondary',
  read: (variable: string) => string = (variable) =>
    getComputedStyle(document.documentElement).getPropertyValue(variable),
): ColorScale | undefined => {
  const entries = SHADES.map((shade) => [shade, read(`--${name}-${shade}`).trim()] as const);
  if (entries.some(([, value]) => value === '')) return undefined;
  return Object.fromEntries(entries) as ColorScale;
};
