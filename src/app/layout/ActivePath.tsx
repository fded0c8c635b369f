import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/** The router's current path, for menu entries to follow without the router's context. */
interface PathStore {
  get(): string;
  set(path: string): void;
  subscribe(listener: () => void): () => void;
}

const createPathStore = (initial: string): PathStore => {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(path) {
      if (path === current) return;
      current = path;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

const PathStoreContext = createContext<PathStore | null>(null);

/**
 * Publishes the router's path to the menu entries below. With react-router's `useMatch`, each
 * entry (some forty for an administrator) rendered again on every navigation; through this store
 * only the entries that become or stop being the current one do. Its children are the same
 * elements from one navigation to the next, so React leaves them alone when this renders again.
 */
export const ActivePathProvider = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [store] = useState(() => createPathStore(pathname));
  useLayoutEffect(() => store.set(pathname), [store, pathname]);
  return <PathStoreContext.Provider value={store}>{children}</PathStoreContext.Provider>;
};

/** Whether the current path is `path` or below it (as `useMatch({ path, end: false })`). */
export const useIsActivePath = (path: string): boolean => {
  const store = useContext(PathStoreContext);
  if (!store) throw new Error('useIsActivePath needs an ActivePathProvider above it');
  return useSyncExternalStore(
    store.subscribe,
    () => matchPath({ path, end: false }, store.get()) !== null,
  );
};
