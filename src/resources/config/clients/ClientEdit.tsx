import { BooleanField, DataTable } from 'react-admin';
import { GeneratedEdit, LanguageField } from '../../../shared/resourceViews';
import { RelatedRecords } from './RelatedRecords';

const field = (resource: string, source: string) => `resources.${resource}.fields.${source}`;
const BATCH = 'config/vocal-cookie';
const STREAM = 'config/stream-h2b';
const FTP = 'config/connect-ftp';
const CAMPAIGNS = 'config/campaigns';
const LINES = 'phonelines/list';

/** The client's settings, then what it has: its apps, FTP accounts, phone lines, campaigns. */
const ClientRecords = () => (
  <>
    <RelatedRecords reference={BATCH}>
      <DataTable.Col source="name" label={field(BATCH, 'name')} />
      <DataTable.Col source="language" label={field(BATCH, 'language')}>
        <LanguageField source="language" />
      </DataTable.Col>
      <DataTable.Col source="language_model_alias" label={field(BATCH, 'language_model_alias')} />
      <DataTable.Col source="enabled" label={field(BATCH, 'enabled')}>
        <BooleanField source="enabled" />
      </DataTable.Col>
    </RelatedRecords>
    <RelatedRecords reference={STREAM}>
      <DataTable.Col source="name" label={field(STREAM, 'name')} />
      <DataTable.Col source="audio_codec" label={field(STREAM, 'audio_codec')} />
      <DataTable.Col source="max_streams" label={field(STREAM, 'max_streams')} />
      <DataTable.Col source="enabled" label={field(STREAM, 'enabled')}>
        <BooleanField source="enabled" />
      </DataTable.Col>
    </RelatedRecords>
    <RelatedRecords reference={FTP}>
      <DataTable.Col source="name" label={field(FTP, 'name')} />
      <DataTable.Col source="home_folder" label={field(FTP, 'home_folder')} />
      <DataTable.Col source="enabled" label={field(FTP, 'enabled')}>
        <BooleanField source="enabled" />
      </DataTable.Col>
    </RelatedRecords>
    <RelatedRecords reference={LINES} sortField="number">
      <DataTable.Col source="number" label={field(LINES, 'number')} />
      <DataTable.Col source="label" label={field(LINES, 'label')} />
      <DataTable.Col source="campaign_name" label={field(LINES, 'campaign_name')} />
    </RelatedRecords>
    <RelatedRecords reference={CAMPAIGNS} linked={false}>
      <DataTable.Col source="id" label={field(CAMPAIGNS, 'id')} />
      <DataTable.Col source="name" label={field(CAMPAIGNS, 'name')} />
    </RelatedRecords>
  </>
);

const ClientEdit = () => <GeneratedEdit after={<ClientRecords />} />;

export default ClientEdit;
