import { useEffect } from 'react';
import type { SectionDeclaration } from '../shared/declarations/types';
import { useSetting } from '../shared/settings';

/** Keeps the `currentApp` setting (spec §3) on the sub-application the user is in. */
export const useCurrentAppSync = (section: SectionDeclaration | undefined) => {
  const [currentApp, setCurrentApp] = useSetting('currentApp');
  const sectionId = section?.id;
  useEffect(() => {
    if (sectionId !== undefined && sectionId !== currentApp) setCurrentApp(sectionId);
  }, [sectionId, currentApp, setCurrentApp]);
};
