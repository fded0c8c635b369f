import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useLanguageQuery } from '../../../shared/resourceViews';
import { LabelForm } from './LabelForm';

/** The default colour of a new label. */
export const DEFAULT_COLOUR = '#1976d2';

/** A new classification label (lazy-loaded), in the list's language. */
const LabelCreate = () => {
  const [language] = useLanguageQuery();
  const defaultValues = useMemo(
    () => ({ colour: DEFAULT_COLOUR, description: '', lang: language, tag_id: null }),
    [language],
  );
  return (
    <Create>
      <LabelForm defaultValues={defaultValues} />
    </Create>
  );
};

export default LabelCreate;
