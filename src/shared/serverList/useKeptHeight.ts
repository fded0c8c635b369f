import { useEffect, useRef } from 'react';
import { useStore } from 'react-admin';

interface KeptHeight {
  /** The window's width when it was measured: another width wraps the content differently. */
  width: number;
  height: number;
}

/**
 * The height an element last had once complete, kept in the user's store, as its minimum height
 * while it is not complete (at the same window width). A filter bar's inputs come in the render
 * after the page's first (issue 16); without it the rows below would jump down when they do.
 */
export const useKeptHeight = <T extends HTMLElement>(key: string, complete: boolean) => {
  const [kept, setKept] = useStore<KeptHeight | undefined>(key);
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom has no ResizeObserver: nothing is kept.
    if (!complete || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const now = { width: window.innerWidth, height: Math.round(element.offsetHeight) };
      if (now.width !== kept?.width || now.height !== kept.height) setKept(now);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [complete, kept, setKept]);
  const minHeight = !complete && kept?.width === window.innerWidth ? kept.height : undefined;
  return { ref, minHeight };
};
