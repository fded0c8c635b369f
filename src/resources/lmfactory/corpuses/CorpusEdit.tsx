import { RecordEdit } from '../../../shared/resourceViews';
import { CorpusForm } from './CorpusForm';

/**
 * Corpus detail page (lazy-loaded): the corpus, its sentences to mark removed / restore, save as
 * a new corpus, archive with confirmation. "Failed to retrieve corpus" when it cannot be read.
 */
const CorpusEdit = () => (
  <RecordEdit>
    <CorpusForm />
  </RecordEdit>
);

export default CorpusEdit;
