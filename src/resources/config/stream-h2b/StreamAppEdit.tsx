import { useCanAccess, useRecordContext } from 'react-admin';
import { GeneratedEdit } from '../../../shared/resourceViews';
import { SecretResetButton } from '../../../shared/secrets';

const RotateKey = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'config/stream-h2b', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <SecretResetButton
      service="config"
      path={`stream-apps/${String(record.id)}/rotate-key`}
      source="api_key"
      labels={{
        action: 'resources.config/stream-h2b.rotate.action',
        title: 'resources.config/stream-h2b.rotate.title',
        content: 'resources.config/stream-h2b.rotate.content',
        secret: 'resources.config/stream-h2b.fields.api_key',
      }}
      translateOptions={{ name: record.name }}
    />
  );
};

/** The generated record page, plus "Rotate key" for administrators (the new key shown once). */
const StreamAppEdit = () => (
  <GeneratedEdit>
    <RotateKey />
  </GeneratedEdit>
);

export default StreamAppEdit;
