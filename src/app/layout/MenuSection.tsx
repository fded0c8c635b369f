import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import type { Resource, SectionDeclaration } from '../../shared/declarations/types';

/** A section header (`sections.<id>.name`) followed by its permitted resources. */
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
      {resources.map((resource) => (
        <Menu.ResourceItem key={resource.name} name={resource.name} />
      ))}
    </>
  );
};
