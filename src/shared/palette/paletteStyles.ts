import type { SxProps, Theme } from '@mui/material';

/** cmdk renders plain elements with `cmdk-*` attributes: style them with the theme. */
export const paletteStyles: SxProps<Theme> = {
  '& [cmdk-input]': {
    width: '100%',
    boxSizing: 'border-box',
    border: 0,
    borderBottom: 1,
    borderColor: 'divider',
    outline: 'none',
    px: 2,
    py: 1.75,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'transparent',
  },
  '& [cmdk-list]': { maxHeight: 360, overflowY: 'auto', p: 1 },
  '& [cmdk-item]': {
    display: 'flex',
    flexDirection: 'column',
    px: 1.5,
    py: 1,
    borderRadius: 1,
    cursor: 'pointer',
  },
  '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
  '& [cmdk-empty]': { px: 1.5, py: 2, color: 'text.secondary' },
};
