import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import type { Resource, SectionDeclaration } from '../../shared/declarations/types';
import { preloadList } from '../preloadList';

/**
 * A section header (`sections.<id>.name`) followed by its permitted resources. Pointing at an
 * entry (or moving the keyboard focus to it) prefetches its list view's code (issue 16).
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
  return (
    <>
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1, bgcolor: 'transparent' }}>
          {translate(`sections.${section.id}.name`, { _: section.id })}
        </ListSubheader>
      )}
      {resources.map((resource) => {
        const prefetch = () => preloadList(resource);
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
