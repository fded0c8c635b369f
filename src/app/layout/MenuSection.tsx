import { ListSubheader } from '@mui/material';
import { Menu, useDataProvider, useSidebarState, useTranslate } from 'react-admin';
import type { Resource, SectionDeclaration } from '../../shared/declarations/types';
import { useLanguageSetting } from '../../shared/settings';
import { prefetchListData } from '../prefetchListData';
import { preloadList } from '../preloadList';

/**
 * A section header (`sections.<id>.name`) followed by its permitted resources. Pointing at an
 * entry (or moving the keyboard focus to it) prefetches its list view's code and, for a whole
 * list, its data in the language the page will open in (issue 16: the click then waits on
 * neither).
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
  return (
    <>
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}>
          {translate(`sections.${section.id}.name`, { _: section.id })}
        </ListSubheader>
      )}
      {resources.map((resource) => {
        const prefetch = () => {
          preloadList(resource);
          prefetchListData(dataProvider, resource, section, language);
        };
        return (
          <Menu.ResourceItem
            key={resource.name}
            name={resource.name}
            onMouseEnter={prefetch}
            onFocus={prefetch}
          />
        );
      })}
    </>
  );
};
