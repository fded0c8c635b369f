/**
 * For tests in jsdom, which has no layout: cmdk measures its list with ResizeObserver and scrolls
 * the active item into view. Call once at the top of a test file that opens the palette.
 */
export const installPaletteTestSupport = () => {
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
};
