import createCache, { type EmotionCache } from '@emotion/cache';

/** Where the style rules of the last session are kept (one entry per browser, every user). */
export const SAVED_STYLES_KEY = 'console.savedStyles';
/** Above this many characters, only the rules the current session used are kept. */
const MAX_SAVED_CHARS = 400_000;

interface SavedStyles {
  version: 1;
  /** Emotion style name → the CSS rules stylis produced for it. */
  rules: Record<string, string[]>;
  /** The same for global styles (`<Global>`, MUI's CssBaseline), which have sheets of their own. */
  globals?: Record<string, string[]>;
}

type Rules = SavedStyles['rules'];

const readSaved = (storage: Storage): { rules: Rules; globals: Rules } => {
  try {
    const saved = JSON.parse(storage.getItem(SAVED_STYLES_KEY) ?? 'null') as SavedStyles | null;
    if (saved?.version !== 1 || typeof saved.rules !== 'object') return { rules: {}, globals: {} };
    const globals = saved.globals && typeof saved.globals === 'object' ? saved.globals : {};
    return { rules: saved.rules, globals };
  } catch {
    return { rules: {}, globals: {} }; // unreadable or not JSON: start again
  }
};

export interface StyleCache {
  cache: EmotionCache;
  /** Keeps the rules the pages drawn so far used, for the next start-up. */
  save: () => void;
}

/**
 * The console's emotion cache, starting from the style rules saved by the last session (issue
 * 16): every component's first render serialised its styles through stylis and inserted each
 * rule one by one, about a quarter of the first screen's rendering. A style's name is the hash of
 * its text, so a saved rule is right for any build; the saved rules go in one style element
 * before the cache's own, as they were inserted before them, and their names count as inserted.
 * What this session inserts is recorded by name; `save` keeps the rules of the styles rendered
 * (the cache's registered class names), then the others while under the size limit. Global
 * styles (MUI's CssBaseline: ~5 ms of stylis on each first screen) are inserted in their own
 * sheets on every start: from their saved rules, when these are there, without stylis.
 */
export function createStyleCache(
  storage: Storage,
  document: Document = window.document,
): StyleCache {
  const cache = createCache({ key: 'css' });
  const { rules: known, globals: knownGlobals } = readSaved(storage);
  const names = Object.keys(known);
  if (names.length > 0) {
    const element = document.createElement('style');
    element.setAttribute('data-emotion', `${cache.key}-saved`);
    element.textContent = names.flatMap((name) => known[name]).join('\n');
    // The sheet's first element: the session's own rules, inserted later, come after these.
    cache.sheet.hydrate([element]);
    for (const name of names) cache.inserted[name] = true;
  }
  const recorded: Rules = {};
  // Global styles go to sheets of their own, emptied and filled again whenever they change: their
  // rules are inserted anew on each start, from the saved ones when there are (stylis skipped).
  const globals: Rules = {};
  const insert = cache.insert;
  /** Runs emotion's insert, keeping in `rules` what it puts in `sheet`. */
  const insertRecording = (rules: string[], ...args: Parameters<typeof insert>) => {
    const sheet = args[2];
    const sheetInsert = sheet.insert;
    sheet.insert = (rule: string) => {
      rules.push(rule);
      sheetInsert.call(sheet, rule);
    };
    try {
      return insert(...args);
    } finally {
      sheet.insert = sheetInsert;
    }
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const { name } = serialized;
    if (sheet === cache.sheet) {
      if (!shouldCache) return insert(selector, serialized, sheet, shouldCache);
      return insertRecording((recorded[name] ??= []), selector, serialized, sheet, shouldCache);
    }
    const saved = knownGlobals[name];
    if (!saved) return insertRecording((globals[name] = []), selector, serialized, sheet, false);
    globals[name] = saved;
    saved.forEach((rule) => sheet.insert(rule));
    return undefined;
  };
  const save = () => {
    const all = { ...known, ...recorded };
    const prefix = `${cache.key}-`;
    const used = Object.keys(cache.registered)
      .filter((className) => className.startsWith(prefix))
      .map((className) => className.slice(prefix.length))
      .filter((name) => all[name]);
    const rules: Record<string, string[]> = {};
    let size = 0;
    const keep = (name: string) => {
      rules[name] = all[name];
      size += all[name].reduce((sum, rule) => sum + rule.length, 0);
    };
    used.forEach(keep);
    // Keyframes are styles of their own, named in the rules that animate with them.
    const text = used.map((name) => all[name].join('')).join('');
    for (const name of Object.keys(all))
      if (!rules[name] && name.startsWith('animation-') && text.includes(name)) keep(name);
    for (const name of Object.keys(all)) if (!rules[name] && size < MAX_SAVED_CHARS) keep(name);
    try {
      storage.setItem(
        SAVED_STYLES_KEY,
        JSON.stringify({ version: 1, rules, globals } satisfies SavedStyles),
      );
    } catch {
      // storage full or refused: the next start inserts its rules as it would without
    }
  };
  return { cache, save };
}
