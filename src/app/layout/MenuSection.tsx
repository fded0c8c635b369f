import { ListSubheader } from '@mui/material';
import DefaultIcon from '@mui/icons-material/ViewList';
import {
  Menu,
  useCreatePath,
  useDataProvider,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { Resource, SectionDeclaration } from '../../shared/declarations/types';
import { useLanguageSetting, useSetting } from '../../shared/settings';
import { prefetchListData } from '../prefetchListData';
import { preloadList } from '../preloadList';

/**
 * A section header (`sections.<id>.name`) followed by its permitted resources. Pointing at an
 * entry (or moving the keyboard focus to it) prefetches its list view's code and, for a whole
 * list, its data in the language the page will open in (issue 16: the click then waits on
 * neither). The entries are react-admin's menu item links for the resources the menu already
 * found permitted: `Menu.ResourceItem` would ask for each one's access again, one query and one
 * render per entry while the first screen draws.
 */
export const MenuSection = ({
  section,
  resources,
}: {
  section: SectionDeclaration;
  resources: readonly Resource[];
}) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const dataProvider = useDataProvider();
  const { language } = useLanguageSetting();
  const [timeZone] = useSetting('timeZone');
  const definitions = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
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
        const prefetch = () => {
          preloadList(resource);
          prefetchListData(dataProvider, resource, section, { language, timeZone });
        };
        return (
          <Menu.Item
            key={resource.name}
            to={createPath({ resource: resource.name, type: 'list' })}
            state={{ _scrollToTop: true }}
            primaryText={getResourceLabel(resource.name, 2)}
            leftIcon={<Icon />}
            onMouseEnter={prefetch}
            onFocus={prefetch}
          />
        );
      })}
    </>
  );
};
