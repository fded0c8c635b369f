import { Card, CardContent, Stack, Typography } from '@mui/material';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { Link } from 'react-router-dom';
import {
  ArrayField,
  Button,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  BooleanField,
  DataTable,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { BytesField, DateTimeField } from '../../../shared/resourceViews';
import { FileStateField } from './FileStateField';

const RESOURCE = 'config/ftp';
const label = (field: string) => `resources.${RESOURCE}.fields.${field}`;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * One FTP account's activity: its last sign-ins (when, from where, accepted or not) and the files
 * it dropped, newest first, with their processing state and error.
 */
const FtpActivityShow = () => (
  <Show actions={<AccountLink />}>
    <Stack spacing={2} sx={{ p: 2 }}>
      <SimpleShowLayout sx={{ p: 0 }}>
        <TextField source="name" />
        <ReferenceField source="client_id" reference="config/clients" />
        <BooleanField source="enabled" />
        <DateTimeField source="last_login_at" />
      </SimpleShowLayout>
      <Section title={`resources.${RESOURCE}.logins`}>
        <ArrayField source="logins">
          <DataTable bulkActionButtons={false} empty={<Empty text="noLogins" />}>
            <DataTable.Col source="at" label={label('at')}>
              <DateTimeField source="at" />
            </DataTable.Col>
            <DataTable.Col source="source" label={label('source')} />
            <DataTable.Col source="success" label={label('success')}>
              <BooleanField source="success" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </Section>
      <Section title={`resources.${RESOURCE}.files`}>
        <ArrayField source="files">
          <DataTable bulkActionButtons={false} empty={<Empty text="noFiles" />}>
            <DataTable.Col source="name" label={label('file_name')} />
            <DataTable.Col source="size" label={label('size')}>
              <BytesField source="size" />
            </DataTable.Col>
            <DataTable.Col source="received_at" label={label('received_at')}>
              <DateTimeField source="received_at" />
            </DataTable.Col>
            <DataTable.Col source="state" label={label('state')}>
              <FileStateField />
            </DataTable.Col>
            <DataTable.Col source="error" label={label('error')} />
          </DataTable>
        </ArrayField>
      </Section>
    </Stack>
  </Show>
);

/** The account's settings (connect-ftp, edited at its login name), for those who may open them. */
const AccountLink = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'config/connect-ftp', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={`/config/connect-ftp/${encodeURIComponent(String(record.name))}`}
        label="resources.config/ftp.openAccount"
      >
        <FolderSharedIcon />
      </Button>
    </TopToolbar>
  );
};

const Empty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(`resources.${RESOURCE}.${text}`)}
    </Typography>
  );
};

export default FtpActivityShow;
