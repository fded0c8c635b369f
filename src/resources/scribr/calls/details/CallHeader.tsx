import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeValue, DurationValue, formatClock } from '../../../../shared/format';
import { useLanguageName } from '../../../../shared/resourceViews';
import type { CallRecord } from '../callRecord';
import { StatusIcon } from '../StatusIcon';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

/** What the call is: id, date, client, campaign, duration, status, language, decisional, and the
 * caller's number when the user's role shows it (the service answers it only then). */
export const CallHeader = ({ call }: { call: CallRecord }) => {
  const translate = useTranslate();
  const languageName = useLanguageName();
  const KEYS = 'resources.scribr/call-list';
  const callerNumber = call.metadata.caller_number;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace', mb: 1 }}>
        {translate(`${KEYS}.details.title`, { id: call.id })}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Item label={translate(`${KEYS}.fields.start_time`)}>
          <DateTimeValue value={call.start_time} />
        </Item>
        <Item label={translate(`${KEYS}.fields.client.name`)}>{call.client.name}</Item>
        <Item label={translate(`${KEYS}.fields.campaign.name`)}>{call.campaign.name}</Item>
        <Item label={translate(`${KEYS}.fields.duration`)}>
          {formatClock(call.duration)} (<DurationValue seconds={call.duration} />)
        </Item>
        <Item label={translate(`${KEYS}.fields.status`)}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <StatusIcon status={call.status} />
            <span>{translate(`${KEYS}.status.${call.status}`, { _: call.status })}</span>
          </Stack>
        </Item>
        <Item label={translate(`${KEYS}.fields.lang`)}>{languageName(call.lang)}</Item>
        <Item label={translate(`${KEYS}.fields.decisional`)}>
          {translate(call.decisional ? 'console.filters.yes' : 'console.filters.no')}
        </Item>
        {callerNumber && (
          <Item label={translate(`${KEYS}.details.callerNumber`)}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PhoneIcon fontSize="small" aria-hidden />
              <span>{callerNumber}</span>
            </Stack>
          </Item>
        )}
      </Stack>
    </Box>
  );
};
