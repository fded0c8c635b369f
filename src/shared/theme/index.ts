export { readColorScale, SHADES } from './cssPalette';
export type { ColorScale, Shade } from './cssPalette';
export { createConsoleThemes } from './consoleThemes';
export type { ConsoleScales } from './consoleThemes';
