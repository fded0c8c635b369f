import {
  Alert,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeValue, EMPTY_VALUE } from '../../../shared/format';
import { CallLink } from './CallLink';
import type { LabelAnnotation, LabelRecord } from './labelRecord';
import { PolarityChip } from './PolarityChip';
import { ANNOTATIONS_PER_PAGE, useLabelAnnotations } from './useLabelQueries';

const KEYS = 'resources.scribr/classification-labels.annotations';

const Row = ({ row, judgesTag }: { row: LabelAnnotation; judgesTag: boolean }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>
        <CallLink id={row.call_id} />
      </TableCell>
      <TableCell>
        <PolarityChip polarity={row.polarity} />
      </TableCell>
      {judgesTag && (
        <TableCell>
          {row.tag_detected === null
            ? EMPTY_VALUE
            : translate(row.tag_detected ? 'ra.boolean.true' : 'ra.boolean.false')}
        </TableCell>
      )}
      <TableCell>
        {row.span
          ? translate(`${KEYS}.span`, {
              turn: row.span.turn + 1,
              start: row.span.start,
              end: row.span.end,
            })
          : translate(`${KEYS}.wholeCall`)}
      </TableCell>
      <TableCell>
        <DateTimeValue value={row.call.start_time} />
      </TableCell>
      <TableCell>{row.annotator.name ?? EMPTY_VALUE}</TableCell>
      <TableCell>
        <DateTimeValue value={row.updated_at} />
      </TableCell>
    </TableRow>
  );
};

/** The label's annotated calls, latest annotated first, a page at a time. */
export const LabelAnnotations = ({ label }: { label: LabelRecord }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data, error, isPending, isFetching, refetch } = useLabelAnnotations(label, page);
  const judgesTag = label.tag_id !== null;
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(`${KEYS}.failed`)}
      </Alert>
    );
  }
  if (data.length === 0 && page === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEYS}.empty`)}
      </Typography>
    );
  }
  const columns = ['call', 'polarity', ...(judgesTag ? ['tagDetected'] : []), 'passage'];
  return (
    <>
      {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <Table size="small" aria-label={translate(`${KEYS}.title`)}>
        <TableHead>
          <TableRow>
            {[...columns, 'startTime', 'annotator', 'annotatedAt'].map((column) => (
              <TableCell key={column}>{translate(`${KEYS}.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <Row key={row.call_id} row={row} judgesTag={judgesTag} />
          ))}
        </TableBody>
      </Table>
      {label.annotated_calls > ANNOTATIONS_PER_PAGE && (
        <TablePagination
          component="div"
          count={label.annotated_calls}
          page={page}
          rowsPerPage={ANNOTATIONS_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('console.pagination.range', {
              offsetBegin: from,
              offsetEnd: to,
              total: count,
            })
          }
          getItemAriaLabel={(type) =>
            translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')
          }
        />
      )}
    </>
  );
};
