import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppBarTitle } from '../../../shared/pageTitle/AppBarTitle';
import { GdprHistory } from './GdprHistory';
import { GdprRequestForm } from './GdprRequestForm';

/** The GDPR request page: a new request (checked first, then confirmed), then the history. */
const GdprRequestPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <AppBarTitle
        title={translate('resources.phonelines/gdpr-request.name', { smart_count: 1 })}
      />
      <Stack spacing={3}>
        <GdprRequestForm />
        <GdprHistory />
      </Stack>
    </Box>
  );
};

export default GdprRequestPage;
