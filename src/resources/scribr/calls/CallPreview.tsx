import CloseIcon from '@mui/icons-material/Close';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { formatClock } from '../../../shared/format';
import { DateTimeField, LanguageField } from '../../../shared/resourceViews';
import type { CallRecord } from './callRecord';
import { StatusIcon } from './StatusIcon';
import { TagChips } from './TagChips';
import { useCallNavigation } from './useCallNavigation';

const TURNS = 6;

/** The selected call beside the list: its header and first turns, and a way to its details. */
export const CallPreview = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { select, open } = useCallNavigation();
  const { data: call, isPending, error } = useGetOne<CallRecord>('scribr/call-list', { id });
  return (
    <Card
      component="aside"
      aria-label={translate('resources.scribr/call-list.preview.label', { id })}
      sx={{
        flex: { md: '0 0 380px' },
        width: { xs: '100%', md: 380 },
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        alignSelf: 'flex-start',
        position: { md: 'sticky' },
        top: { md: 72 },
        maxHeight: { md: 'calc(100vh - 88px)' },
        overflowY: 'auto',
      }}
    >
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontFamily: 'monospace' }}>
            {id}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => select(undefined)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {isPending && (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        )}
        {error && (
          <Typography color="error">
            {translate('resources.scribr/call-list.details.notFound')}
          </Typography>
        )}
        {call && (
          <RecordContextProvider value={call}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <StatusIcon status={call.status} />
                <DateTimeField source="start_time" />
                <Typography variant="body2">{formatClock(call.duration)}</Typography>
                <LanguageField source="lang" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {call.client.name} · {call.campaign.name}
              </Typography>
              <TagChips tags={call.tags} max={6} />
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {(call.transcript ?? []).slice(0, TURNS).map((turn, at) => (
                  <Typography key={at} component="li" variant="body2" sx={{ mb: 0.5 }}>
                    <strong>
                      {translate(`resources.scribr/call-list.speaker.${turn.speaker}`)}:{' '}
                    </strong>
                    {turn.text}
                  </Typography>
                ))}
              </Box>
              <Button variant="contained" startIcon={<OpenInFullIcon />} onClick={() => open(id)}>
                {translate('resources.scribr/call-list.preview.open')}
              </Button>
            </Stack>
          </RecordContextProvider>
        )}
      </CardContent>
    </Card>
  );
};
