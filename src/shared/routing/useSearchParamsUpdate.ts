import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * Query strings written but not rendered yet. React Router renders a navigation in a transition,
 * and `setSearchParams(fn)` hands `fn` the parameters of the last render: two quick changes (a
 * chosen tag, then a search sent with Enter) would build on the same old URL and the second would
 * undo the first. Each change here builds on the newest URL written, rendered or not.
 */
let written: { pathname: string; search: string }[] = [];
let lastRenderedKey: string | undefined;

/** A setter changing the current URL's query parameters, each change kept by the next. */
export const useSearchParamsUpdate = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = useRef(location);
  useEffect(() => {
    rendered.current = location;
    if (location.key === lastRenderedKey) return; // another user of the hook saw it first
    lastRenderedKey = location.key;
    const index = written.findIndex(
      (entry) => entry.pathname === location.pathname && entry.search === location.search,
    );
    // Ours: drop it and the ones before it. Not ours (a link, the back button): start afresh.
    written = index >= 0 ? written.slice(index + 1) : [];
  }, [location]);

  return useCallback(
    /** `change` edits the query it is given, or returns a new one. */
    (change: (query: URLSearchParams) => URLSearchParams | void, options?: NavigateOptions) => {
      const { pathname, search } = rendered.current;
      const last = written.at(-1);
      const base = new URLSearchParams(last?.pathname === pathname ? last.search : search);
      const query = change(base) ?? base;
      const next = query.size > 0 ? `?${query.toString()}` : '';
      written.push({ pathname, search: next });
      void navigate({ pathname, search: next }, options);
    },
    [navigate],
  );
};
