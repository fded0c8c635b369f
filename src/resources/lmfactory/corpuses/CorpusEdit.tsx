import { Edit, useRedirect } from 'react-admin';
import { listPath, useDeclaration, useNotifyFailure } from '../../../shared/generated';
import { CorpusForm } from './CorpusForm';

/**
 * Corpus detail page (lazy-loaded): the corpus, its sentences to mark removed / restore, save as
 * a new corpus, archive with confirmation. "Failed to retrieve corpus" when it cannot be read.
 */
const CorpusEdit = () => {
  const resource = useDeclaration();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit
      mutationMode="pessimistic"
      queryOptions={{
        onError: (error: unknown) => {
          notifyFailure('getFailed', error);
          redirect(listPath(resource));
        },
      }}
    >
      <CorpusForm />
    </Edit>
  );
};

export default CorpusEdit;
