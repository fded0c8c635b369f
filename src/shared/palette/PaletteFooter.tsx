import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const HINTS = [
  { keys: ['↵'], text: 'shell.palette.toSelect' },
  { keys: ['↑', '↓'], text: 'shell.palette.toNavigate' },
  { keys: ['esc'], text: 'shell.palette.toClose' },
];

/** The footer hints of spec §2: ↵ to select, ↑↓ to navigate, esc to close. */
export const PaletteFooter = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 2, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {HINTS.map(({ keys, text }) => (
        <Typography key={text} variant="caption" color="text.secondary">
          {keys.map((key) => (
            <Box component="kbd" key={key} sx={{ mr: 0.5, fontFamily: 'inherit' }}>
              {key}
            </Box>
          ))}
          {translate(text)}
        </Typography>
      ))}
    </Box>
  );
};
