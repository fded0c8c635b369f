import { useEffect, useState } from 'react';

/** Spec §4 and §9: counter highlight flags reset after 500 ms. */
export const HIGHLIGHT_MS = 500;

/**
 * True for `duration` ms after `value` changes (not on the first render); a new change restarts
 * the delay.
 */
export const useHighlightOnChange = (value: unknown, duration = HIGHLIGHT_MS): boolean => {
  const [previous, setPrevious] = useState(value);
  const [highlighted, setHighlighted] = useState(false);
  const [changes, setChanges] = useState(0);
  if (!Object.is(previous, value)) {
    // Adjusting state while rendering (React's documented pattern), not in an effect.
    setPrevious(value);
    setHighlighted(true);
    setChanges((count) => count + 1);
  }
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(false), duration);
    return () => clearTimeout(timer);
  }, [highlighted, changes, duration]);
  return highlighted;
};
