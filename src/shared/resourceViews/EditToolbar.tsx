import { SaveButton, Toolbar } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';

/** Save (when the resource can be saved) on the left, Archive on the right. */
export const EditToolbar = ({ canSave }: { canSave: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    {canSave ? <SaveButton /> : <span />}
    <ArchiveButton />
  </Toolbar>
);
