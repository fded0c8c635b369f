import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A call id opening the call's details (`/scribr/{id}`). */
export const CallLink = ({ id }: { id: string }) => (
  <Link component={RouterLink} to={`/scribr/${encodeURIComponent(id)}`}>
    {id}
  </Link>
);
