import { SaveButton, Toolbar, useCanAccess } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { useDeclaration } from './DeclarationContext';
import { useReadOnlyRecord } from './PlatformRecordGuard';
import { canArchive } from './resourceCapabilities';

/** Save (when the resource can be saved) on the left, Archive on the right; none: no toolbar. */
export const EditToolbar = ({ canSave }: { canSave: boolean }) => {
  const resource = useDeclaration();
  // The platform's records are read-only to clients (PlatformRecordGuard).
  const readOnly = useReadOnlyRecord();
  const { canAccess: mayArchive } = useCanAccess({ resource: resource.name, action: 'delete' });
  // A viewer's record page (viewersOpenRecords) has nothing to act on: no empty bar under it.
  if (readOnly || (!canSave && !(mayArchive && canArchive(resource)))) return null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {canSave ? <SaveButton /> : <span />}
      <ArchiveButton />
    </Toolbar>
  );
};
