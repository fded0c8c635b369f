import { required, TextInput, useTranslate } from 'react-admin';

/** The variables a template may use (the service refuses any other). */
export const TEMPLATE_VARIABLES = [
  'transcript',
  'customer_turns',
  'brand_turns',
  'detected_tags',
  'metadata.<key>',
  'call_id',
  'language',
  'client',
  'campaign',
  'duration',
] as const;

/** The prompt's template (user message), its help listing the variables. */
export const TemplateInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  // Interpolated, not written in the locale files: `{{…}}` there would be read as i18n variables.
  const variables = TEMPLATE_VARIABLES.map((variable) => `{{${variable}}}`).join(', ');
  return (
    <TextInput
      source={source}
      fullWidth
      multiline
      minRows={5}
      validate={required()}
      helperText={translate('resources.llmenrich/prompts.help.template', { variables })}
    />
  );
};
