import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ServerPagedList } from '../../../shared/resourceViews';
import { CallPreview } from './CallPreview';
import { CallTable } from './CallTable';
import { rememberListQuery } from './listQuery';
import { SavedViews } from './SavedViews';

/**
 * `/scribr/call-list` and `/scribr/call-list/{id}` (spec §2): the filtered, paged calls, with the
 * selected call previewed beside them. Its query is remembered for the details' previous / next.
 */
const CallList = () => {
  const { id } = useParams();
  const { search } = useLocation();
  useEffect(() => rememberListQuery(search), [search]);
  return (
    <ServerPagedList
      aside={id ? <CallPreview id={id} /> : undefined}
      filterActions={<SavedViews />}
    >
      <CallTable selectedId={id} />
    </ServerPagedList>
  );
};

export default CallList;
