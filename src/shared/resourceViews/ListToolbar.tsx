import { styled } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { FilterContext } from 'react-admin';
import { onDemandPart, useSecondPass } from '../preload';
import { ListActions } from './ListActions';

const FilterForm = onDemandPart(() => import('./ListFilterParts'), 'FilterForm');

/**
 * A whole list's toolbar, as react-admin's ListToolbar: the filter form (its shown inputs) then the
 * actions. The form comes in the render after the page's first, with its inputs (issue 16: the
 * form library is not part of a first screen); the row keeps its height meanwhile.
 */
export const ListToolbar = ({ filters }: { filters: ReactElement[] }) => {
  const formShown = useSecondPass();
  return (
    <FilterContext.Provider value={filters}>
      <ToolbarRow className="RaList-actions">
        {filters.length > 0 && formShown && <FilterForm />}
        {/* Keeps the actions at the end while the form is not there (as react-admin's does). */}
        <span />
        <ListActions />
      </ToolbarRow>
    </FilterContext.Provider>
  );
};

/** The row above a list's rows: react-admin's ListToolbar layout (ra-ui-materialui). */
export const ToolbarRow = styled('div', {
  name: 'RaListToolbar',
  overridesResolver: (_, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));
