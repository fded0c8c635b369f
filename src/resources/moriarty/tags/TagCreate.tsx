import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useLanguageQuery } from '../../../shared/resourceViews';
import { DEFAULT_CONCATENATION_DELAY } from '../clues/clueRequests';
import { EMPTY_QUERY } from './queryTree';
import { TagForm } from './TagForm';

/** New tag (lazy-loaded): spec §3 defaults — query `{and: []}`, concatenation delay 300 — and
 * the list's language. */
const TagCreate = () => {
  const [language] = useLanguageQuery();
  const defaultValues = useMemo(
    () => ({
      lang: language,
      concatenation_delay: DEFAULT_CONCATENATION_DELAY,
      query: EMPTY_QUERY,
    }),
    [language],
  );
  return (
    <Create>
      <TagForm isNew defaultValues={defaultValues} />
    </Create>
  );
};

export default TagCreate;
