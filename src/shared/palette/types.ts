/** What a command-palette entry does (spec §3 "Command"), with its texts already translated. */
export interface PaletteCommand {
  /** Unique among the palette's commands. */
  id: string;
  /** The route it opens (registry route name, e.g. `lmfactory/corpuses`). */
  routeName: string;
  /** That route's path pattern (react-router), e.g. `/lmfactory/corpuses` or `/scribr/calls/:id`. */
  path: string;
  /** Shown and searched; SEARCH_PLACEHOLDER in it is replaced by the typed search. */
  name: string;
  /** Shown under the name and searched too. */
  description?: string;
  /** Only matches a search fitting the search pattern, which it passes as route parameter `id`. */
  restrictToSearchPattern?: boolean;
  /** Turns the typed search into the route parameter `id` (default: the search, trimmed). */
  toId?: (search: string) => string;
  /** Fixed query parameters added to the route. */
  query?: Readonly<Record<string, string>>;
}

/** Stands for the typed search in a command name: "Open call {{search}}". */
export const SEARCH_PLACEHOLDER = '{{search}}';
