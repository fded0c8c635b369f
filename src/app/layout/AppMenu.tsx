import { Menu, useCanAccessResources } from 'react-admin';
import { useRegistry } from '../AppContext';
import { MenuSection } from './MenuSection';

/**
 * The menu, grouped by sub-application: each section's header then its children the user may
 * list; a section with no such child is left out. react-admin's Menu is a MUI MenuList, so the
 * arrow keys move between entries and Enter opens one.
 */
export const AppMenu = () => {
  const registry = useRegistry();
  const { canAccess } = useCanAccessResources({
    action: 'list',
    resources: registry.resources.map((resource) => resource.name),
  });
  return (
    <Menu>
      {registry.sections.flatMap((section) => {
        const permitted = registry
          .menuChildren(section.id)
          .filter((resource) => canAccess?.[resource.name]);
        return permitted.length === 0
          ? []
          : [<MenuSection key={section.id} section={section} resources={permitted} />];
      })}
    </Menu>
  );
};
