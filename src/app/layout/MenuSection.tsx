import { ListSubheader } from '@mui/material';
import { memo } from 'react';
import DefaultIcon from '@mui/icons-material/ViewList';
import {
  useCreatePath,
  useDataProvider,
  useEvent,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { ServiceDataProvider } from '../../shared/declarations/serviceRequest';
import type { Resource, SectionDeclaration } from '../../shared/declarations/types';
import { useLanguageSetting, useSetting } from '../../shared/settings';
import { settleAddress } from '../addressRules';
import { useRegistry } from '../AppContext';
import { locateRoute } from '../locateRoute';
import { prefetchListData } from '../prefetchListData';
import { MenuEntry } from './MenuEntry';
import { preloadList } from '../preloadList';

/**
 * A section header (`sections.<id>.name`) followed by its permitted resources. Pointing at an
 * entry (or moving the keyboard focus to it) prefetches its list view's code and its first data
 * as the page will ask for them (issue 16: the click then waits on neither). Each entry links to
 * the address the route guard would settle on. The entries are drawn for the resources the menu
 * already found permitted: `Menu.ResourceItem` would ask for each one's access again, one query and
 * one render per entry while the first screen draws (see MenuEntry). The entries' props stay the
 * same from one render to the next (the prefetch one stable function), so when the section renders
 * again — on each navigation — its entries, memoised, do not (issue 16: some forty of them were a
 * tenth of the call list's in-app navigation).
 */
export const MenuSection = memo(function MenuSection({
  section,
  resources,
}: {
  section: SectionDeclaration;
  resources: readonly Resource[];
}) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const dataProvider = useDataProvider<ServiceDataProvider>();
  const { language } = useLanguageSetting();
  const [timeZone] = useSetting('timeZone');
  const [weekFirstDay] = useSetting('weekFirstDay');
  const definitions = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const registry = useRegistry();
  const prefetch = useEvent((resourceName: string, search: string) => {
    const resource = resources.find((candidate) => candidate.name === resourceName);
    if (!resource) return;
    preloadList(resource);
    void prefetchListData(dataProvider, resource, section, {
      language,
      search,
      timeZone,
      weekFirstDay,
    });
  });
  return (
    <>
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}>
          {translate(`sections.${section.id}.name`, { _: section.id })}
        </ListSubheader>
      )}
      {resources.map((resource) => {
        const definition = definitions[resource.name];
        if (!definition) return null;
        const Icon = definition.icon ?? DefaultIcon;
        // The address the route guard settles on (language, a list's query defaults): the click
        // lands there directly, without a second navigation.
        const path = createPath({ resource: resource.name, type: 'list' });
        const place = { pathname: path, search: '', hash: '' };
        const to = settleAddress(place, locateRoute(registry, path), () => language) ?? path;
        return (
          <MenuEntry
            key={resource.name}
            name={resource.name}
            to={to}
            label={getResourceLabel(resource.name, 2)}
            Icon={Icon}
            sidebarOpen={open}
            setSidebarOpen={setOpen}
            onIntent={prefetch}
          />
        );
      })}
    </>
  );
});
