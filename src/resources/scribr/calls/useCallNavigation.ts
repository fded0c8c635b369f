import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Select a call in the list (`/scribr/call-list/{id}`) or open its details (`/scribr/{id}`),
 * keeping the list's query for the list. */
export const useCallNavigation = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const select = useCallback(
    (id: string | undefined) =>
      navigate(
        {
          pathname: id ? `/scribr/call-list/${encodeURIComponent(id)}` : '/scribr/call-list',
          search,
        },
        { replace: true },
      ),
    [navigate, search],
  );
  const open = useCallback(
    (id: string) => navigate(`/scribr/${encodeURIComponent(id)}`),
    [navigate],
  );
  return { select, open };
};
