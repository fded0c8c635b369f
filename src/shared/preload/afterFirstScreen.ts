import { whenIdle } from './preloadComponent';

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called once the first screen is drawn (its data arrived, nothing fetched for a moment). */
export const markFirstScreenDrawn = (): void => settle();

/**
 * Runs `task` once the first screen is drawn and the browser idle: prefetching what a later click
 * needs must not share the network and the main thread with the first screen (issue 16: the
 * scripts received before it count against its budget). Returns a cancel function.
 */
export const afterFirstScreen = (task: () => void): (() => void) => {
  let cancelled = false;
  let cancelIdle = () => {};
  void settled.then(() => {
    if (!cancelled) cancelIdle = whenIdle(task);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
};
