import { Stack } from '@mui/material';
import { DateField, Labeled, TextField } from 'react-admin';

/** What cannot be changed on a saved clue or tag: id, language and dates. */
export const RecordDetails = () => (
  <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
    <Labeled source="id">
      <TextField source="id" />
    </Labeled>
    <Labeled source="lang">
      <TextField source="lang" />
    </Labeled>
    <Labeled source="inserted_at">
      <DateField source="inserted_at" showTime />
    </Labeled>
    <Labeled source="updated_at">
      <DateField source="updated_at" showTime />
    </Labeled>
  </Stack>
);
