import { lazy, Suspense, useMemo } from 'react';
import { ListBase, type ListProps } from 'react-admin';
import { DeclaredTable } from './DeclaredTable';
import { useDeclaration, useDeclaredSection } from './DeclarationContext';
import { DeclaredListView } from './DeclaredListView';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListPagination } from './ListPagination';
import { listFilters } from './listFilters';
import { ListToolbar } from './ListToolbar';
import { useLanguageQuery } from './useLanguageQuery';
import { useNotifyFailure } from './useResourceNotify';

// Server-paged lists (the call list, with its own view) bring their filter bar and paging: loaded
// when one is shown, not with every whole list (issue 16).
const ServerPagedList = lazy(() =>
  import('./ServerPagedList').then((module) => ({ default: module.ServerPagedList })),
);

/**
 * The list generated from the declaration's `list` fields (spec paths, language, search).
 * `queryOptions` (optional) add to the list query's, e.g. a `refetchInterval`.
 */
export const GeneratedList = (props: Pick<ListProps, 'queryOptions'> = {}) => {
  const resource = useDeclaration();
  return resource.data.shape === 'serverPaged' ? (
    <Suspense fallback={null}>
      <ServerPagedList />
    </Suspense>
  ) : (
    <WholeList queryOptions={props.queryOptions} />
  );
};

/** Lists of whole-list and simple-rest declarations: react-admin's list controller, declared filters. */
const WholeList = ({ queryOptions }: Pick<ListProps, 'queryOptions'>) => {
  const resource = useDeclaration();
  const section = useDeclaredSection();
  const [language] = useLanguageQuery();
  const notifyFailure = useNotifyFailure();
  const filter = useMemo(
    () => (section.languageFilter && language ? { language } : {}),
    [section.languageFilter, language],
  );
  const filters = useMemo(() => listFilters(resource), [resource]);
  return (
    <ListBase
      filter={filter}
      sort={resource.sort}
      queryOptions={{ ...queryOptions, onError: (error) => notifyFailure('listFailed', error) }}
    >
      <DeclaredListView
        toolbar={<ListToolbar filters={filters} />}
        empty={<ListEmpty />}
        error={<ListError />}
        pagination={<ListPagination />}
      >
        <DeclaredTable />
      </DeclaredListView>
    </ListBase>
  );
};
