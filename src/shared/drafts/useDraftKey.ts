import { useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { draftKey } from './draftStore';

/** The draft key of a form on this route, for the signed-in user (`name`: one of two forms). */
export const useDraftKey = (name?: string): string => {
  const { pathname } = useLocation();
  const userId = useSession((session) => session.user?.id);
  return draftKey(name ? `${pathname}#${name}` : pathname, userId);
};
