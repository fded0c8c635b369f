import { Box, Dialog, Typography } from '@mui/material';
import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { commandName, matchCommands } from './matchCommands';
import { PaletteFooter } from './PaletteFooter';
import { paletteStyles } from './paletteStyles';
import type { PaletteCommand } from './types';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  commands: readonly PaletteCommand[];
  /** Called with the chosen command and the search typed (the palette closes itself). */
  onRun: (command: PaletteCommand, search: string) => void;
}

/** The palette's content; mounted on each opening, so it starts with an empty search. */
const PaletteContent = ({ commands, onRun, onClose }: Omit<CommandPaletteProps, 'open'>) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const matches = useMemo(() => matchCommands(commands, search), [commands, search]);
  // The first match is active on opening and after every change of the search (spec §2).
  const [active, setActive] = useState(() => matches[0]?.id ?? '');
  const onSearch = (text: string) => {
    setSearch(text);
    setActive(matchCommands(commands, text)[0]?.id ?? '');
  };
  const run = (command: PaletteCommand) => {
    onClose();
    onRun(command, search);
  };

  return (
    <Box sx={paletteStyles}>
      <Command
        label={translate('shell.palette.label')}
        shouldFilter={false}
        value={active}
        onValueChange={setActive}
        loop
      >
        <Command.Input
          // Opening the palette (Ctrl+K) is asking to type a search: the field takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={search}
          onValueChange={onSearch}
          placeholder={translate('shell.palette.placeholder')}
        />
        <Command.List>
          <Command.Empty>{translate('shell.palette.noResults', { search })}</Command.Empty>
          {matches.map((command) => (
            <Command.Item key={command.id} value={command.id} onSelect={() => run(command)}>
              <Typography component="span" variant="body2">
                {commandName(command, search)}
              </Typography>
              {command.description && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {command.description}
                </Typography>
              )}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
      <PaletteFooter />
    </Box>
  );
};

/**
 * The command palette (spec §2), on cmdk: type to search pages, arrows move, Enter selects,
 * Escape closes (the dialog's own). Filtering is ours (`matchCommands`), not cmdk's fuzzy one, so
 * restricted commands and placeholders behave as the spec says.
 */
export const CommandPalette = ({ open, onClose, ...props }: CommandPaletteProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="sm"
    slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '12vh' } } }}
  >
    {open && <PaletteContent onClose={onClose} {...props} />}
  </Dialog>
);
