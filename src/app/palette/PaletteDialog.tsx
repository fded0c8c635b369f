import { useNavigate } from 'react-router-dom';
import { commandLocation, type PaletteCommand } from '../../shared/palette';
import { CommandPalette } from '../../shared/palette/CommandPalette';
import { usePaletteCommands } from './usePaletteCommands';

/**
 * The palette itself: the user's commands (from the registry) and cmdk's dialog. Its own chunk,
 * loaded on the first opening or prefetched (see AppCommandPalette).
 */
export const PaletteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const commands = usePaletteCommands();
  const run = (command: PaletteCommand, search: string) =>
    navigate(commandLocation(command, search));
  return <CommandPalette open={open} onClose={onClose} commands={commands} onRun={run} />;
};
