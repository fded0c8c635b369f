import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * The prompt's instructions, in order (the order chosen is the order of the system message),
 * among the instructions of the prompt's language.
 */
export const InstructionsInput = ({ source }: { source: string }) => {
  const lang = useWatch({ name: 'lang' }) as string | undefined;
  return (
    <ReferenceArrayInput
      source={source}
      reference="llmenrich/instructions"
      filter={lang ? { language: lang } : {}}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteArrayInput
        optionText="name"
        fullWidth
        filterToQuery={(q: string) => ({ q })}
        helperText="resources.llmenrich/prompts.help.instruction_uuids"
      />
    </ReferenceArrayInput>
  );
};
