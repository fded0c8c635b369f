import { Stack } from '@mui/material';
import { DateField, Labeled, TextField } from 'react-admin';

/** What cannot be changed: id, language, status and dates. */
export const CorpusDetails = () => (
  <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
    <Labeled source="id">
      <TextField source="id" />
    </Labeled>
    <Labeled source="lang">
      <TextField source="lang" />
    </Labeled>
    <Labeled source="status">
      <TextField source="status" />
    </Labeled>
    <Labeled source="inserted_at">
      <DateField source="inserted_at" showTime />
    </Labeled>
    <Labeled source="updated_at">
      <DateField source="updated_at" showTime />
    </Labeled>
  </Stack>
);
