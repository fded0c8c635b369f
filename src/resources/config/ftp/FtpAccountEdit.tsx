import { useCanAccess, useRecordContext } from 'react-admin';
import { GeneratedEdit } from '../../../shared/resourceViews';
import { SecretResetButton } from '../../../shared/secrets';

const ResetPassword = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'config/connect-ftp', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <SecretResetButton
      service="ftp"
      path={`ftp-accounts/${encodeURIComponent(String(record.id))}/reset-password`}
      source="password"
      labels={{
        action: 'resources.config/connect-ftp.reset.action',
        title: 'resources.config/connect-ftp.reset.title',
        content: 'resources.config/connect-ftp.reset.content',
        secret: 'resources.config/connect-ftp.fields.password',
      }}
      translateOptions={{ name: record.name }}
    />
  );
};

/** The generated record page, plus "Reset password" for administrators (shown once). */
const FtpAccountEdit = () => (
  <GeneratedEdit>
    <ResetPassword />
  </GeneratedEdit>
);

export default FtpAccountEdit;
