import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePaletteShortcut } from '../../shared/palette/usePaletteShortcut';
import { afterFirstScreen, preloadComponent } from '../../shared/preload';
import { useSession } from '../../shared/session';

// The palette (cmdk, the commands built from the registry) loads on the first opening, or before
// when the pointer reaches its button or once the first screen is drawn: no one's first screen waits on it.
const PaletteDialog = lazy(() =>
  import('./PaletteDialog').then((module) => ({ default: module.PaletteDialog })),
);
const prefetch = () => preloadComponent(PaletteDialog);

/** Administrators only (spec §6): the palette, its Ctrl+K shortcut and an app-bar button. */
const AdminPalette = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openPalette = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  usePaletteShortcut(openPalette, true);
  useEffect(() => afterFirstScreen(prefetch), []);
  return (
    <>
      <Tooltip title={translate('shell.palette.open')}>
        <IconButton
          color="inherit"
          onClick={openPalette}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          aria-label={translate('shell.palette.open')}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

/** Nothing at all (not even a key listener) for anyone but administrators. */
export const AppCommandPalette = () =>
  useSession((session) => session.isAdmin) ? <AdminPalette /> : null;
