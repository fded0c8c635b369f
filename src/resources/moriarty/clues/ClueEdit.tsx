import { Edit, useRedirect } from 'react-admin';
import { listPath, useDeclaration, useNotifyFailure } from '../../../shared/generated';
import { ClueForm } from './ClueForm';

/** Clue page (lazy-loaded); "Failed to retrieve clue details" when it cannot be read. */
const ClueEdit = () => {
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
      <ClueForm isNew={false} />
    </Edit>
  );
};

export default ClueEdit;
