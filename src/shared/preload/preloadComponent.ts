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
  void componentReady(component);
};

const settled = () => undefined;

/**
 * Starts loading `component` as preloadComponent does, and tells when it can render without
 * suspending: a first screen rendered before its view has loaded shows a Suspense fallback, and
 * React holds back the revealed content for 300 ms after any fallback (issue 16). Never rejects:
 * a failed download shows where the component renders.
 */
export const componentReady = (component: unknown): Promise<void> => {
  // An onDemand() component: its own loader.
  const load = (component as { load?: unknown } | undefined)?.load;
  if (typeof component === 'function' && typeof load === 'function')
    return (load as () => Promise<unknown>)().then(settled, settled);
  if (!component || typeof component !== 'object') return Promise.resolve();
  const lazy = component as LazyInternals;
  if (lazy.$$typeof !== LAZY_TYPE || typeof lazy._init !== 'function') return Promise.resolve();
  try {
    lazy._init(lazy._payload);
    return Promise.resolve();
  } catch (pending: unknown) {
    // While loading, React's initialiser throws the pending promise (Suspense's signal); React's
    // own callback on it, added first, marks the component loaded before this one runs.
    return Promise.resolve(pending).then(settled, settled);
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
