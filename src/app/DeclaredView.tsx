import { Suspense, type ComponentType } from 'react';
import { FullScreenLoader } from '../custom/shell';
import type { Resource } from '../shared/declarations/types';
import { DeclarationContext } from '../shared/resourceViews/DeclarationContext';
import { useRegistry } from './AppContext';

/** A resource view with its declarations in context; lazy custom views load behind the loader. */
export const DeclaredView = ({
  resource,
  Component,
}: {
  resource: Resource;
  Component: ComponentType;
}) => {
  const section = useRegistry().findSection(resource.section);
  if (!section) throw new Error(`Section "${resource.section}" is not declared`);
  return (
    <DeclarationContext.Provider value={{ resource, section }}>
      <Suspense fallback={<FullScreenLoader />}>
        <Component />
      </Suspense>
    </DeclarationContext.Provider>
  );
};
