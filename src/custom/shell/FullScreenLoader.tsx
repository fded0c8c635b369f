import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Covers the whole window while something the page depends on (roles, languages) is unknown. */
export const FullScreenLoader = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={translate('ra.page.loading', { _: 'Loading' })} />
    </Box>
  );
};
