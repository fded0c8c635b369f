import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { formatClock } from '../../../shared/format';
import {
  ActiveRowContext,
  DateTimeField,
  FirstRowsContext,
  LanguageField,
  VirtualTableBody,
} from '../../../shared/resourceViews';
import type { CallRecord } from './callRecord';
import { HighlightsCell } from './HighlightsCell';
import { StatusIcon } from './StatusIcon';
import { TagChips } from './TagChips';
import { useCallNavigation } from './useCallNavigation';
import { useRowKeyboard } from './useRowKeyboard';

/** The call id, a link to its details (a new tab works too); the row click still selects. */
const CallLink = () => {
  const record = useRecordContext<CallRecord>();
  if (!record) return null;
  return (
    <Link
      component={RouterLink}
      to={`/scribr/${encodeURIComponent(record.id)}`}
      onClick={(event) => event.stopPropagation()}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {record.id}
    </Link>
  );
};

const Duration = () => {
  const record = useRecordContext<CallRecord>();
  return <span>{record ? formatClock(record.duration) : ''}</span>;
};
const Status = () => {
  const record = useRecordContext<CallRecord>();
  return record ? <StatusIcon status={record.status} /> : null;
};
const Tags = () => {
  const record = useRecordContext<CallRecord>();
  return record ? <TagChips tags={record.tags} /> : null;
};

/**
 * Where the rows start and how high they are, before layout: three lines of filters above the
 * table, rows of one or two lines (a date, a client's or campaign's name wrap).
 */
const FIRST_ROWS = { topPx: 260, rowPx: 40 };

/**
 * The calls of the page: id, date and time (user's time zone and UI language), client, campaign,
 * duration hh:mm:ss, status icon, detected tags, language — and the matching turns when searching.
 * A click selects a call (side preview, the row marked selected: ActiveRowContext); its id links to
 * the details, which Enter opens too. No style per row (`rowSx`): the rows stay plain (useTableRows).
 */
export const CallTable = ({ selectedId }: { selectedId?: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { select, open } = useCallNavigation();
  const onKeyDown = useRowKeyboard({ selectedId, select, open });
  const searching = typeof filterValues.search === 'string';
  return (
    <Box
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={translate('resources.scribr/call-list.keyboard')}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <ActiveRowContext.Provider value={selectedId}>
        <FirstRowsContext.Provider value={FIRST_ROWS}>
          <DataTable<CallRecord>
            bulkActionButtons={false}
            body={VirtualTableBody}
            rowClick={(id) => {
              select(String(id));
              return false;
            }}
            sx={{ '& .RaDataTable-row': { userSelect: 'none' } }}
          >
            <DataTable.Col source="id" disableSort>
              <CallLink />
            </DataTable.Col>
            <DataTable.Col source="start_time">
              <DateTimeField source="start_time" />
            </DataTable.Col>
            <DataTable.Col source="client.name" disableSort />
            <DataTable.Col source="campaign.name" disableSort />
            <DataTable.Col source="duration" align="right">
              <Duration />
            </DataTable.Col>
            <DataTable.Col source="status" disableSort align="center">
              <Status />
            </DataTable.Col>
            <DataTable.Col source="tags" disableSort>
              <Tags />
            </DataTable.Col>
            <DataTable.Col source="lang" disableSort>
              <LanguageField source="lang" />
            </DataTable.Col>
            {searching && (
              <DataTable.Col source="highlights" disableSort>
                <HighlightsCell />
              </DataTable.Col>
            )}
          </DataTable>
        </FirstRowsContext.Provider>
      </ActiveRowContext.Provider>
    </Box>
  );
};
