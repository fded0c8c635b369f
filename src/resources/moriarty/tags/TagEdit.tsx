import { useRecordContext } from 'react-admin';
import { RecordEdit } from '../../../shared/resourceViews';
import { TagForm } from './TagForm';

/** One builder per tag: reopening a tag rebuilds the tree from what was saved. */
const KeyedTagForm = () => {
  const record = useRecordContext();
  return <TagForm key={String(record?.id)} isNew={false} />;
};

/** Tag page (lazy-loaded); "Failed to retrieve tag details" when it cannot be read. */
const TagEdit = () => (
  <RecordEdit>
    <KeyedTagForm />
  </RecordEdit>
);

export default TagEdit;
