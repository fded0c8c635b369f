import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { defineResource } from '../../shared/declarations/types';

/**
 * Phone lines (issue 14): the numbers a client's callers dial (E.164, unique), with their
 * campaign, language, the app their calls are routed to and whether they are recorded. Everyone
 * with the role reads its clients' lines; administrators change them. The phone lines service's
 * `lines`, in ra-data-simple-rest conventions; names of the referred records come with each line.
 */
export default defineResource({
  section: 'phonelines',
  path: 'list',
  order: 1,
  role: 'app.phonelines.list',
  adminOnly: 'changes',
  viewersOpenRecords: true,
  deletion: 'delete',
  icon: PhoneInTalkIcon,
  recordRepresentation: 'number',
  sort: { field: 'number', order: 'ASC' },
  data: { shape: 'simpleRest', service: 'phonelines', path: 'lines' },
  fields: [
    { source: 'number', type: 'text', required: true, list: true, search: true },
    { source: 'label', type: 'text', required: true, list: true },
    {
      source: 'client_name',
      type: 'text',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
    },
    {
      source: 'client_id',
      type: 'reference',
      reference: 'config/clients',
      required: true,
      edit: true,
    },
    {
      source: 'campaign_name',
      type: 'text',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
    },
    { source: 'campaign_id', type: 'reference', reference: 'config/campaigns' },
    { source: 'language', type: 'language', list: true },
    {
      source: 'app_name',
      type: 'text',
      list: true,
      sortable: false,
      create: false,
      edit: 'readOnly',
    },
    { source: 'app_id', type: 'reference', reference: 'config/vocal-cookie' },
    { source: 'recording_enabled', type: 'boolean', list: true, defaultValue: true },
    {
      source: 'status',
      type: 'select',
      required: true,
      list: true,
      filter: 'equals',
      defaultValue: 'active',
      choices: [
        { id: 'active', name: 'resources.phonelines/list.status.active' },
        { id: 'suspended', name: 'resources.phonelines/list.status.suspended' },
      ],
    },
    { source: 'updated_at', type: 'date', create: false, edit: 'readOnly' },
  ],
});
