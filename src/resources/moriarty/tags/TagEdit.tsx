import { Edit, useRecordContext, useRedirect } from 'react-admin';
import { listPath, useDeclaration, useNotifyFailure } from '../../../shared/generated';
import { TagForm } from './TagForm';

/** One builder per tag: reopening a tag rebuilds the tree from what was saved. */
const KeyedTagForm = () => {
  const record = useRecordContext();
  return <TagForm key={String(record?.id)} isNew={false} />;
};

/** Tag page (lazy-loaded); "Failed to retrieve tag details" when it cannot be read. */
const TagEdit = () => {
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
      <KeyedTagForm />
    </Edit>
  );
};

export default TagEdit;
