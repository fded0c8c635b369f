// CommandPalette (cmdk) is imported from './CommandPalette' directly, so it can be lazy-loaded.
export { commandLocation, commandName, matchCommands } from './matchCommands';
export { CALL_ID_PATTERN, fitsSearchPattern, PALETTE_SEARCH_PATTERN } from './searchPattern';
export { SEARCH_PLACEHOLDER } from './types';
export type { PaletteCommand } from './types';
export { isPaletteShortcut, usePaletteShortcut } from './usePaletteShortcut';
