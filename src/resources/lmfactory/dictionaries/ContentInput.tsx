import { required, TextInput } from 'react-admin';

/** The dictionary's words and expressions, one per line (blank lines are dropped on save). */
export const ContentInput = () => (
  <TextInput
    source="content"
    multiline
    minRows={6}
    maxRows={20}
    fullWidth
    validate={required()}
    helperText="resources.lmfactory/dictionaries.content.help"
  />
);
