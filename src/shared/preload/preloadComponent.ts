/** The fields of React's `lazy()` objects that start their loading (React 18 and 19). */
interface LazyInternals {
  $$typeof?: symbol;
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

const LAZY_TYPE = Symbol.for('react.lazy');

/**
 * Starts downloading a `lazy()` component's code without rendering it: prefetch on hover and when
 * the browser is idle (issue 16), so that opening it does not wait on the network. The views are
 * declared with React's own `lazy()` in every declaration file; React gives no preload call, so
 * this runs the initialiser React itself runs on first render (idempotent: a second call, or the
 * render, reuses the same download). Anything else is left alone.
 */
export const preloadComponent = (component: unknown): void => {
  // An onDemand() component: its own preload.
  const preload = (component as { preload?: unknown } | undefined)?.preload;
  if (typeof component === 'function' && typeof preload === 'function') {
    (preload as () => void)();
    return;
  }
  if (!component || typeof component !== 'object') return;
  const lazy = component as LazyInternals;
  if (lazy.$$typeof !== LAZY_TYPE || typeof lazy._init !== 'function') return;
  try {
    lazy._init(lazy._payload);
  } catch {
    // While loading, React's initialiser throws the pending promise (Suspense's signal); a failed
    // download shows where the view renders, as without the prefetch.
  }
};

/** Runs `task` when the browser is idle (or after `fallbackMs` where it has no idle callback). */
export const whenIdle = (task: () => void, fallbackMs = 1500): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
};
