import AddIcon from '@mui/icons-material/Add';
import { Button, useCanAccess } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useDeclaration } from './DeclarationContext';
import { createUrl } from './resourceCapabilities';

/** Links to the declared create path (`/<name>/add`), keeping the list's language. */
export const AddButton = ({ variant }: { variant?: 'text' | 'contained' }) => {
  const resource = useDeclaration();
  const [searchParams] = useSearchParams();
  const { canAccess } = useCanAccess({ resource: resource.name, action: 'create' });
  const pathname = createUrl(resource);
  if (!pathname || !canAccess) return null;
  const language = searchParams.get('language');
  const search = language ? `?${new URLSearchParams({ language })}` : '';
  return (
    <Button component={Link} to={{ pathname, search }} label="ra.action.add" variant={variant}>
      <AddIcon />
    </Button>
  );
};
