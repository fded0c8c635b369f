import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { commandLocation, usePaletteShortcut, type PaletteCommand } from '../../shared/palette';
import { useSession } from '../../shared/session';
import { usePaletteCommands } from './usePaletteCommands';

// cmdk is loaded on the first opening only: it is not part of anyone's first screen.
const CommandPalette = lazy(() =>
  import('../../shared/palette/CommandPalette').then((module) => ({
    default: module.CommandPalette,
  })),
);

/** Administrators only (spec §6): the palette, its Ctrl+K shortcut and an app-bar button. */
const AdminPalette = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const commands = usePaletteCommands();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openPalette = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  usePaletteShortcut(openPalette, true);
  const run = (command: PaletteCommand, search: string) =>
    navigate(commandLocation(command, search));
  return (
    <>
      <Tooltip title={translate('shell.palette.open')}>
        <IconButton
          color="inherit"
          onClick={openPalette}
          aria-label={translate('shell.palette.open')}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onClose={() => setOpen(false)}
            commands={commands}
            onRun={run}
          />
        </Suspense>
      )}
    </>
  );
};

/** Nothing at all (not even a key listener) for anyone but administrators. */
export const AppCommandPalette = () =>
  useSession((session) => session.isAdmin) ? <AdminPalette /> : null;
