import { Card, CardContent, Typography } from '@mui/material';
import {
  DataTable,
  ListBase,
  NumberField,
  Pagination,
  SelectField,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../../../shared/resourceViews';
import { ArchiveDownloadButton } from './ArchiveDownloadButton';

const RESOURCE = 'phonelines/gdpr-request';
const KEYS = `resources.${RESOURCE}`;
const TYPES = ['export', 'erasure'].map((id) => ({ id, name: `${KEYS}.type.${id}` }));
const STATUSES = ['completed', 'available', 'expired'].map((id) => ({
  id,
  name: `${KEYS}.status.${id}`,
}));
const SORT = { field: 'requested_at', order: 'DESC' } as const;

const Download = ({ record }: { record: Partial<RaRecord> }) =>
  record.status === 'available' ? <ArchiveDownloadButton id={Number(record.id)} /> : null;

/** Past requests, newest first: who, when, what, how many calls — never the number in clear. */
export const GdprHistory = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${KEYS}.history`)}
        </Typography>
        <ListBase resource={RESOURCE} sort={SORT} perPage={10} disableSyncWithLocation>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
            <DataTable.Col source="requested_at" label={`${KEYS}.fields.requested_at`}>
              <DateTimeField source="requested_at" />
            </DataTable.Col>
            <DataTable.Col source="type" label={`${KEYS}.fields.type`}>
              <SelectField source="type" choices={TYPES} />
            </DataTable.Col>
            <DataTable.Col source="reference" label={`${KEYS}.fields.reference`}>
              <TextField source="reference" />
            </DataTable.Col>
            <DataTable.Col source="number_of_calls" label={`${KEYS}.fields.number_of_calls`}>
              <NumberField source="number_of_calls" />
            </DataTable.Col>
            <DataTable.Col source="requested_by" label={`${KEYS}.fields.requested_by`} />
            <DataTable.Col source="status" label={`${KEYS}.fields.status`}>
              <SelectField source="status" choices={STATUSES} />
            </DataTable.Col>
            <DataTable.Col
              label={`${KEYS}.archive`}
              render={(record) => <Download record={record} />}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(`${KEYS}.noHistory`)}
    </Typography>
  );
};
