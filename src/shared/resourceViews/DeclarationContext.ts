import { createContext, useContext } from 'react';
import type { Resource, SectionDeclaration } from '../declarations/types';

export interface DeclaredView {
  resource: Resource;
  section: SectionDeclaration;
}

/** The declarations of the view being rendered (the app sets it around every resource view). */
export const DeclarationContext = createContext<DeclaredView | undefined>(undefined);

const useDeclaredView = (): DeclaredView => {
  const view = useContext(DeclarationContext);
  if (!view) throw new Error('Declared views must render inside a DeclarationContext');
  return view;
};

/** The resource declaration of the current view (generated or custom). */
export const useDeclaration = (): Resource => useDeclaredView().resource;

/** The section the current view belongs to. */
export const useDeclaredSection = (): SectionDeclaration => useDeclaredView().section;
