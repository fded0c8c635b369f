import { RecordEdit } from '../../../shared/resourceViews';
import { ClueForm } from './ClueForm';

/** Clue page (lazy-loaded); "Failed to retrieve clue details" when it cannot be read. */
const ClueEdit = () => (
  <RecordEdit>
    <ClueForm isNew={false} />
  </RecordEdit>
);

export default ClueEdit;
