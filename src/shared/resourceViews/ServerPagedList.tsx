import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { ListContextProvider } from 'react-admin';
import { ListPaginationWithBound } from '../serverList/ListPaginationWithBound';
import { ExportButton } from '../serverList/ExportButton';
import { UrlFilterBar } from '../serverList/UrlFilterBar';
import { DEFAULT_PER_PAGE_OPTIONS, useUrlListController } from '../serverList/useUrlListController';
import { DeclaredListView } from './DeclaredListView';
import { DeclaredTable } from './DeclaredTable';
import { useDeclaration } from './DeclarationContext';
import { ListError } from './ListError';
import { ToolbarRow } from './ListToolbar';

export interface ServerPagedListProps {
  /** Replaces the generated table (the rows of a custom list). */
  children?: ReactNode;
  /** Beside the rows (a preview of the selected record). */
  aside?: ReactElement;
  /** At the end of the filter bar (saved views...). */
  filterActions?: ReactNode;
}

/**
 * The list of a server-paged declaration: its URL filters in a filter bar with the CSV export,
 * the declared `list` fields as columns (or `children`), pagination with the declared page sizes.
 * Page, sort and filters live in the URL.
 */
export const ServerPagedList = ({ children, aside, filterActions }: ServerPagedListProps) => {
  const resource = useDeclaration();
  const controller = useUrlListController(resource);
  const data = resource.data;
  const filters = data.shape === 'serverPaged' ? data.filters : [];
  const perPageOptions = [
    ...((data.shape === 'serverPaged' && data.perPageOptions) || DEFAULT_PER_PAGE_OPTIONS),
  ];
  return (
    <ListContextProvider value={controller}>
      <DeclaredListView
        // Wide rows scroll inside the list, so an aside (a preview) stays in view.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
        aside={aside}
        error={<ListError />}
        empty={false}
        toolbar={
          <ToolbarRow className="RaList-actions">
            <Box>
              <UrlFilterBar resource={resource.name} filters={filters} state={controller}>
                {filterActions}
                <Box sx={{ flex: 1 }} />
                <ExportButton declaration={resource} />
              </UrlFilterBar>
            </Box>
          </ToolbarRow>
        }
        pagination={<ListPaginationWithBound options={perPageOptions} />}
      >
        {children ?? <DeclaredTable />}
      </DeclaredListView>
    </ListContextProvider>
  );
};
