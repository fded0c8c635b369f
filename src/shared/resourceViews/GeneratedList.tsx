import { useMemo } from 'react';
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

/**
 * The list generated from the declaration's `list` fields (spec paths, language, search) of a
 * whole-list or simple-rest declaration: react-admin's list controller, the declared filters. A
 * server-paged declaration's is ServerPagedList (listViewOf chooses). `queryOptions` (optional)
 * add to the list query's, e.g. a `refetchInterval`.
 */
export const GeneratedList = ({ queryOptions }: Pick<ListProps, 'queryOptions'> = {}) => {
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
