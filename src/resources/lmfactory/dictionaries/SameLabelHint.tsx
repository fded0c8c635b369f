import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSameLabelDictionary } from './useSameLabelDictionary';

/** Warns, on the create form, that the label is taken: saving adds a version to that dictionary. */
export const SameLabelHint = () => {
  const translate = useTranslate();
  const [label, lang] = useWatch({ name: ['label', 'lang'] });
  const existing = useSameLabelDictionary(label, lang);
  if (!existing) return null;
  return (
    <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }}>
      {translate('resources.lmfactory/dictionaries.create.sameLabel', {
        label: existing.label,
        next: existing.version.latest + 1,
      })}
    </Alert>
  );
};
