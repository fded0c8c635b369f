import { SaveButton, Toolbar } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { useReadOnlyRecord } from './PlatformRecordGuard';

/** Save (when the resource can be saved) on the left, Archive on the right. */
export const EditToolbar = ({ canSave }: { canSave: boolean }) => {
  // The platform's records are read-only to clients (PlatformRecordGuard).
  const readOnly = useReadOnlyRecord();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {canSave && !readOnly ? <SaveButton /> : <span />}
      {!readOnly && <ArchiveButton />}
    </Toolbar>
  );
};
