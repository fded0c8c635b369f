import { useLayoutEffect, useState } from 'react';
import { useRemoveItemsFromStore } from 'react-admin';
import type { SectionDeclaration } from '../shared/declarations/types';

/**
 * Entering a `resetOnEnter` section from outside it (or on load) drops the stored UI state of its
 * resources: every react-admin store key starting with `<section>/` (list params, selection,
 * scroll position). Returns false until that is done, so no view reads the old state.
 */
export const useResetOnEnter = (section: SectionDeclaration | undefined): boolean => {
  const removeItems = useRemoveItemsFromStore();
  const [enteredSectionId, setEnteredSectionId] = useState<string | undefined>(undefined);
  const sectionId = section?.id;
  const resetOnEnter = !!section?.resetOnEnter;

  useLayoutEffect(() => {
    if (enteredSectionId === sectionId) return;
    if (resetOnEnter) removeItems(`${sectionId}/`);
    // Deliberate: the section's views must not render (and fetch) with the state being dropped,
    // so the guard shows the loader for this one extra render, before paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnteredSectionId(sectionId);
  }, [enteredSectionId, sectionId, resetOnEnter, removeItems]);

  return !resetOnEnter || enteredSectionId === sectionId;
};
