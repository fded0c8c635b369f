import { Stack } from '@mui/material';
import { DateField, Labeled, TextField } from 'react-admin';

/** What a version cannot change: id, label, language, status and dates. */
export const DictionaryDetails = () => (
  <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap sx={{ my: 2 }}>
    <Labeled source="id">
      <TextField source="id" />
    </Labeled>
    <Labeled source="label">
      <TextField source="label" />
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
  </Stack>
);
