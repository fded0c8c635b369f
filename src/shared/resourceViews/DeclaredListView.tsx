import { Card } from '@mui/material';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { AppBarTitle } from '../pageTitle/AppBarTitle';

export interface DeclaredListViewProps {
  /** Above the rows: filters and actions. */
  toolbar: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Instead of the rows while the list failed. */
  error: ReactElement;
  /** Instead of the whole list when there is nothing to list and no filter set; none if false. */
  empty: ReactElement | false;
  pagination: ReactElement;
  /** Beside the rows (a preview of the selected record). */
  aside?: ReactElement;
  sx?: SxProps<Theme>;
}

/**
 * A list page laid out as react-admin's ListView (its class names, so the theme styles it the
 * same): title, toolbar, the rows in a card, pagination, an aside. Its own because react-admin's
 * brings its filter form, and with it the form library and every filter input, into each first
 * screen (issue 16): here a list's toolbar loads its filter inputs after the rows are drawn.
 */
export const DeclaredListView = (props: DeclaredListViewProps) => {
  const { toolbar, children, error, empty, pagination, aside, sx } = props;
  const list = useListContext();
  const { defaultTitle, error: failure, isPending, filterValues } = list;
  const rows: readonly unknown[] | undefined = list.data;
  const count = list.total ?? rows?.length;
  const nothingToList =
    !failure && !isPending && count === 0 && Object.keys(filterValues).length === 0;
  return (
    <Root className="list-page" sx={sx}>
      <AppBarTitle title={defaultTitle} />
      {nothingToList && empty !== false ? (
        <div className="RaList-noResults">{empty}</div>
      ) : (
        <div className="RaList-main">
          {toolbar}
          <Card className="RaList-content">{failure ? error : children}</Card>
          {pagination}
        </div>
      )}
      {aside}
    </Root>
  );
};

// react-admin's ListView layout (ra-ui-materialui, list/ListView).
const Root = styled('div', { name: 'RaList', overridesResolver: (_, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
    '& .RaList-content': {
      position: 'relative',
      overflow: 'inherit',
      [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    },
    '& .RaList-noResults': { flex: 1 },
  }),
);
