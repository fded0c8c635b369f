import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AnyUrlFilter } from '../declarations/types';
import { componentReady, useSecondPass } from '../preload';
import type { UrlFilterState } from './useUrlFilterState';
import { useKeptHeight } from './useKeptHeight';
import { useUrlFilterValues } from './useUrlFilterValues';

export interface UrlFilterBarProps {
  /** react-admin resource name: labels are `resources.<name>.filters.<key>`. */
  resource: string;
  filters: readonly AnyUrlFilter[];
  /** The values and the shown filters (a list controller, or `useUrlFilterState`). */
  state: UrlFilterState;
  /** Shown at the end of the bar (e.g. saved views). */
  children?: ReactNode;
}

/**
 * The filter bar of a server-paged list: each declared filter's input (always-on ones, and the
 * others once chosen in "More filters" or set by the URL), and "Clear filters". Values are the
 * URL's.
 */
export const UrlFilterBar = ({ resource, filters, state, children }: UrlFilterBarProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, showFilter } = state;
  const [, , setFilter] = useUrlFilterValues(filters);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // The inputs (each an Autocomplete, a date range...) come in the render after the page's first,
  // all at once once loaded; the bar keeps its last height meanwhile.
  const inputsDrawn = useInputsReady(filters);
  // Not under the resource's own keys: a section entered anew forgets those (useResetOnEnter).
  const { ref, minHeight } = useKeptHeight<HTMLDivElement>(
    `filterBarHeight.${resource}`,
    inputsDrawn,
  );
  const label = (key: string) => translate(`resources.${resource}.filters.${key}`, { _: key });
  const offered = filters.filter((filter) => filter.Input);
  const shown = offered.filter(
    (filter) => filter.alwaysOn !== false || displayedFilters[filter.key],
  );
  const hidden = offered.filter((filter) => !shown.includes(filter));
  const kept = filters.filter((filter) => filter.keepOnClear).map((filter) => filter.key);
  const cleared = Object.fromEntries(
    Object.entries(filterValues).filter(([key]) => kept.includes(key)),
  );
  const hasValues = Object.keys(filterValues).some((key) => !kept.includes(key));
  return (
    <Box
      ref={ref}
      role="search"
      aria-label={translate('console.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1, minHeight }}
    >
      {shown.map(({ key, Input }) =>
        Input && inputsDrawn ? (
          <Input
            key={key}
            label={label(key)}
            value={filterValues[key]}
            values={filterValues}
            // A new filter value: back to the first page.
            onChange={(value) => setFilter(key, value, (query) => query.delete('page'))}
          />
        ) : null,
      )}
      {hidden.length > 0 && (
        <>
          <Button
            size="small"
            startIcon={<FilterListIcon />}
            onClick={(event) => setMenu(event.currentTarget)}
            aria-haspopup="menu"
          >
            {translate('console.filters.more')}
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {hidden.map(({ key }) => (
              <MenuItem
                key={key}
                onClick={() => {
                  showFilter(key, undefined);
                  setMenu(null);
                }}
              >
                {label(key)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {hasValues && (
        <Button
          size="small"
          startIcon={<FilterListOffIcon />}
          onClick={() => setFilters(cleared, {})}
        >
          {translate('console.filters.clear')}
        </Button>
      )}
      {children}
    </Box>
  );
};

/** False in the page's first render, then true once every filter's input has loaded. */
const useInputsReady = (filters: readonly AnyUrlFilter[]) => {
  const secondPass = useSecondPass();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!secondPass) return undefined;
    let current = true;
    void Promise.all(filters.map((filter) => componentReady(filter.Input))).then(
      () => current && setLoaded(true),
    );
    return () => {
      current = false;
    };
  }, [secondPass, filters]);
  return secondPass && loaded;
};
