import {
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FormDraft } from '../../../shared/drafts';
import { LanguageInput, ReadOnlyFields } from '../../../shared/resourceViews';
import { ColourInput } from './ColourInput';
import { DeleteLabelButton } from './DeleteLabelButton';
import { TagInput } from './TagInput';
import { useSaveLabel } from './useSaveLabel';

const validateRequired = [required()];
/** Kept as typed: the service takes '' for no description, not null. */
const keepText = (value: string | null) => value ?? '';

/** A tag judges calls of one language: another language clears the chosen tag. */
const LabelLanguageInput = () => {
  const { setValue } = useFormContext();
  return (
    <LanguageInput
      source="lang"
      validate={validateRequired}
      onChange={() => setValue('tag_id', null, { shouldDirty: true })}
    />
  );
};

const LabelToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteLabelButton />
  </Toolbar>
);

/**
 * The label's fields (create and detail): name, description, colour, language (fixed once
 * created: its annotations and tag are of that language) and the Moriarty tag it judges.
 */
export const LabelForm = ({ defaultValues }: { defaultValues?: Record<string, unknown> }) => {
  const record = useRecordContext();
  const save = useSaveLabel();
  const isNew = record?.id === undefined;
  return (
    <SimpleForm
      onSubmit={save}
      defaultValues={defaultValues}
      toolbar={isNew ? undefined : <LabelToolbar />}
    >
      <FormDraft />
      {!isNew && <ReadOnlyFields />}
      <TextInput source="name" validate={validateRequired} fullWidth />
      <TextInput source="description" multiline minRows={2} parse={keepText} fullWidth />
      <ColourInput source="colour" />
      {isNew && <LabelLanguageInput />}
      <TagInput source="tag_id" />
    </SimpleForm>
  );
};
