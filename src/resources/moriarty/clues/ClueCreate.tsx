import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useLanguageQuery } from '../../../shared/resourceViews';
import { DEFAULT_CONCATENATION_DELAY } from './clueRequests';
import { ClueForm } from './ClueForm';
import { BOTH_SPEAKERS } from './speakers';

/** New clue (lazy-loaded): spec §3 defaults — speakers Both, concatenation delay 300 — and the
 * list's language. */
const ClueCreate = () => {
  const [language] = useLanguageQuery();
  const defaultValues = useMemo(
    () => ({
      lang: language,
      concatenation_delay: DEFAULT_CONCATENATION_DELAY,
      speakers: [...BOTH_SPEAKERS],
      query: '',
    }),
    [language],
  );
  return (
    <Create>
      <ClueForm isNew defaultValues={defaultValues} />
    </Create>
  );
};

export default ClueCreate;
