import { useEffect } from 'react';

/** Ctrl+K (Meta+K on macOS) anywhere in the page opens the palette (spec §2). */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/** Listens for the shortcut while `enabled` (administrators only: others get no listener at all). */
export const usePaletteShortcut = (onOpen: () => void, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (focus the search bar) would steal the keystroke.
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen, enabled]);
};
