import { Stack } from '@mui/material';
import { useDeclaration } from './DeclarationContext';
import { LabeledValue } from './LabeledValue';

/**
 * The head of a detail page: the declaration's `edit: 'readOnly'` fields of the current record
 * (id, language, status, dates, ...), labelled, in one wrapping row; `exclude` leaves out those
 * the page shows its own way (e.g. a status chip).
 */
export const ReadOnlyFields = ({ exclude = [] }: { exclude?: readonly string[] }) => {
  const { fields } = useDeclaration();
  return (
    <Stack direction="row" columnGap={4} rowGap={1} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
      {fields
        .filter((field) => field.edit === 'readOnly' && !exclude.includes(field.source))
        .map((field) => (
          <LabeledValue key={field.source} field={field} />
        ))}
    </Stack>
  );
};
