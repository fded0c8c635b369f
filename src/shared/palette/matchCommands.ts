import { generatePath } from 'react-router-dom';
import { fitsSearchPattern } from './searchPattern';
import { SEARCH_PLACEHOLDER, type PaletteCommand } from './types';

/** The name as shown for this search (the placeholder replaced by the typed text). */
export const commandName = (command: PaletteCommand, search: string): string =>
  command.name.split(SEARCH_PLACEHOLDER).join(search.trim());

/** Lower case, without accents: "Créer" matches "creer". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The commands a search shows, in their order (spec §2 command palette): a command restricted to
 * the search pattern matches only a search fitting it; any other matches when each word of the
 * search appears in its name or description. An empty search shows every unrestricted command.
 */
export const matchCommands = (
  commands: readonly PaletteCommand[],
  search: string,
): PaletteCommand[] => {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const fits = fitsSearchPattern(search);
  return commands.filter((command) => {
    if (command.restrictToSearchPattern) return fits;
    const text = fold(`${commandName(command, search)} ${command.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
};

/** Where a command goes: its route, with the search as `id` when restricted, plus its query. */
export const commandLocation = (
  command: PaletteCommand,
  search: string,
): { pathname: string; search: string } => {
  const id = command.toId ? command.toId(search.trim()) : search.trim();
  const params = command.restrictToSearchPattern ? { id } : {};
  const pathname = generatePath(command.path, params as Record<string, string>);
  const query = new URLSearchParams(command.query ?? {}).toString();
  return { pathname, search: query ? `?${query}` : '' };
};
