import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_STYLES_KEY, createStyleCache as createCacheOnly } from './savedStyles';

const Box = styled.div({ color: 'rgb(1, 2, 3)', padding: 7 });
const Other = styled.span({ margin: 9 });

const drawWith = (
  cache: ReturnType<typeof createStyleCache>['cache'],
  element: React.ReactElement,
) => render(<CacheProvider value={cache}>{element}</CacheProvider>);

const saved = () =>
  JSON.parse(localStorage.getItem(SAVED_STYLES_KEY) ?? 'null') as {
    rules: Record<string, string[]>;
    globals: Record<string, string[]>;
  };

const globalSheetText = () =>
  [...document.head.querySelectorAll('style[data-emotion="css-global"]')]
    .map((element) => element.textContent)
    .join('');

// Component tests share one document per worker: each cache here takes out only its own rules.
const created: ReturnType<typeof createCacheOnly>[] = [];
const createStyleCache = (storage: Storage) => {
  const styleCache = createCacheOnly(storage);
  created.push(styleCache);
  return styleCache;
};

afterEach(() => {
  created.splice(0).forEach(({ cache }) => cache.sheet.flush());
  localStorage.clear();
});

describe('style rules kept for the next start-up (issue 16)', () => {
  it('saves the rules of the styles drawn, and the next cache starts with them inserted', () => {
    const first = createStyleCache(localStorage);
    const { unmount } = drawWith(first.cache, <Box>one</Box>);
    first.save();
    const rules = Object.values(saved().rules).flat();
    expect(rules.some((rule) => rule.includes('color:rgb(1, 2, 3)'))).toBe(true);
    unmount();
    first.cache.sheet.flush();

    const next = createStyleCache(localStorage);
    const restored = document.head.querySelector('style[data-emotion="css-saved"]');
    expect(restored?.textContent).toContain('padding:7px');
    const { container } = drawWith(next.cache, <Box>again</Box>);
    // Drawn with the saved rule: nothing inserted anew for it.
    expect(next.cache.sheet.tags).toEqual([restored]);
    expect(restored?.textContent).toContain(`.${container.firstElementChild?.className}`);
  });

  it('keeps the styles drawn this time first, those of other pages while there is room', () => {
    const first = createStyleCache(localStorage);
    drawWith(
      first.cache,
      <>
        <Box>one</Box>
        <Other>two</Other>
      </>,
    );
    first.save();
    expect(Object.keys(saved().rules)).toHaveLength(2);
    const next = createStyleCache(localStorage);
    drawWith(next.cache, <Box>again</Box>);
    next.save();
    // The other page's style is still small enough to keep.
    expect(Object.keys(saved().rules)).toHaveLength(2);
  });

  it('saves global styles, and the next start inserts their saved rules as they were', () => {
    const page = <Global styles={{ body: { margin: 3 } }} />;
    const first = createStyleCache(localStorage);
    const { unmount } = drawWith(first.cache, page);
    expect(globalSheetText()).toContain('margin:3px');
    first.save();
    const [name] = Object.keys(saved().globals);
    expect(saved().globals[name]).toEqual(['body{margin:3px;}']);
    unmount();
    first.cache.sheet.flush();

    // The next start takes the saved rules as they are (edited here to tell them apart from
    // rules stylis would produce anew).
    localStorage.setItem(
      SAVED_STYLES_KEY,
      JSON.stringify({ ...saved(), globals: { [name]: ['body{margin:4px;}'] } }),
    );
    const next = createStyleCache(localStorage);
    const again = drawWith(next.cache, page);
    expect(globalSheetText()).toContain('margin:4px');
    expect(globalSheetText()).not.toContain('margin:3px');
    next.save();
    expect(saved().globals).toEqual({ [name]: ['body{margin:4px;}'] });
    again.unmount();
  });

  it('starts afresh from an unreadable entry', () => {
    localStorage.setItem(SAVED_STYLES_KEY, 'not json');
    const { cache } = createStyleCache(localStorage);
    expect(Object.keys(cache.inserted)).toHaveLength(0);
    expect(document.head.querySelector('style[data-emotion="css-saved"]')).toBeNull();
  });
});
