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
  const sectionId = section?.id;
  const resetOnEnter = !!section?.resetOnEnter;
  // On mount (the console's first render, most often) no view of the section has read the store
  // yet: its state is dropped at once, and the page renders in the first pass — not after a loader
  // pass that rendered the whole layout twice before the first paint (issue 16).
  const [enteredSectionId, setEnteredSectionId] = useState<string | undefined>(() => {
    if (resetOnEnter) removeItems(`${sectionId}/`);
    return sectionId;
  });

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
