import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDisplayFormats } from '../../../shared/format';
import { FORMATS } from '../common/formatters';
import type { H2bSessionEvent } from './h2bRecords';

const clock = (locale: string, timeZone: string, at: string) => {
  try {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone }).format(new Date(at));
  } catch {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(at));
  }
};

/** A session's events, oldest first: what happened, when, and how long after the opening. */
export const SessionTimeline = ({ events }: { events: readonly H2bSessionEvent[] }) => {
  const { locale, timeZone } = useDisplayFormats();
  const start = events.length ? Date.parse(events[0].at) : 0;
  return (
    <List dense disablePadding>
      {events.map((event, at) => (
        <ListItem key={at} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={
              <>
                <Chip
                  size="small"
                  label={event.type}
                  color={event.type === 'error' ? 'error' : 'default'}
                  sx={{ mr: 1 }}
                />
                <Typography component="span" variant="caption" color="text.secondary">
                  {`${clock(locale, timeZone, event.at)} · +${FORMATS.seconds((Date.parse(event.at) - start) / 1000, locale)}`}
                </Typography>
              </>
            }
            secondary={event.detail}
            slotProps={{ primary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
};
