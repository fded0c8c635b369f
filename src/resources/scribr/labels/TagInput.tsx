import { AutocompleteInput, ReferenceInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';

const SORT = { field: 'label', order: 'ASC' } as const;

/**
 * The Moriarty tag a label judges (optional): a tag of the label's language, chosen by its label
 * (typing searches the tags). Cleared, the label judges no tag (null).
 */
export const TagInput = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const formLang: unknown = useWatch({ name: 'lang' });
  const lang = typeof formLang === 'string' && formLang ? formLang : record?.lang;
  return (
    <ReferenceInput
      source={source}
      reference="moriarty/tags"
      filter={lang ? { language: lang } : {}}
      sort={SORT}
      perPage={100}
    >
      <AutocompleteInput
        optionText="label"
        fullWidth
        helperText="resources.scribr/classification-labels.tagHelp"
        label="resources.scribr/classification-labels.fields.tag_id"
      />
    </ReferenceInput>
  );
};
