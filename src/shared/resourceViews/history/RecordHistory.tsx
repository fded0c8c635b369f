import HistoryIcon from '@mui/icons-material/History';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeValue } from '../../format';
import type { ServiceName } from '../../../../contracts/runtimeConfig';
import { changedFields } from './changedFields';
import { useRecordHistory, type HistoryEntry } from './useRecordHistory';

const Change = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const changes = entry.action === 'update' ? changedFields(entry.before, entry.after) : [];
  return (
    <ListItem alignItems="flex-start" disableGutters>
      <ListItemText
        primary={translate('console.history.entry', {
          action: translate(`console.history.actions.${entry.action}`),
          name: entry.actor.name ?? translate('console.history.someone'),
        })}
        secondary={
          <>
            <DateTimeValue value={entry.at} />
            {changes.map(({ field, before, after }) => (
              <Typography key={field} component="span" variant="body2" display="block">
                {`${field}: ${before} → ${after}`}
              </Typography>
            ))}
          </>
        }
      />
    </ListItem>
  );
};

/**
 * The audit trail of the record shown (administrators): who changed what and when, newest first,
 * read when the panel is opened. Values are shown as text, never as HTML.
 */
export const RecordHistory = ({ service, path }: { service: ServiceName; path: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(service, path, open);
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      sx={{ width: 320, ml: 2, alignSelf: 'flex-start', display: { xs: 'none', md: 'block' } }}
    >
      <AccordionSummary expandIcon={<HistoryIcon />} aria-controls="record-history">
        <Typography component="h2" variant="subtitle1">
          {translate('console.history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="record-history">
        {history.isPending && open && (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        )}
        {history.isError && <Alert severity="error">{translate('console.history.failed')}</Alert>}
        {history.data?.length === 0 && (
          <Typography variant="body2">{translate('console.history.empty')}</Typography>
        )}
        {history.data && history.data.length > 0 && (
          <List dense aria-label={translate('console.history.title')}>
            {history.data.map((entry) => (
              <Change key={entry.id} entry={entry} />
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
};
