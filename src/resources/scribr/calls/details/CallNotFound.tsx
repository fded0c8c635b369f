import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A call that does not exist, or that the user may not see (the service answers 404 alike). */
export const CallNotFound = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <SearchOffIcon sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {translate('resources.scribr/call-list.details.notFound')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate('resources.scribr/call-list.details.notFoundHint', { id })}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/scribr/call-list">
        {translate('resources.scribr/call-list.details.backToList')}
      </Button>
    </Box>
  );
};
