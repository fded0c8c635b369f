import { useMemo } from 'react';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import type { MainViewChoice } from '../custom/shell';
import { useSession } from '../shared/session';
import { useSetting } from '../shared/settings';
import { useRegistry } from './AppContext';
import { mainViewCandidates, resolveMainView } from './mainView';

/** The main views the user may choose ("LM Factory > Corpuses"), and the one now in effect. */
export const useMainViews = (): { choices: MainViewChoice[]; mainView?: string } => {
  const registry = useRegistry();
  const roles = useSession((session) => session.userRoles);
  const [setting] = useSetting('mainView');
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return useMemo(() => {
    const canList = (resource: { name: string }) =>
      registry.canAccess(roles, { resource: resource.name, action: 'list' });
    const choices = mainViewCandidates(registry)
      .filter(canList)
      .map((resource) => ({
        id: resource.name,
        name: `${translate(`sections.${resource.section}.name`, { _: resource.section })} > ${resourceLabel(resource.name, 2)}`,
      }));
    return { choices, mainView: resolveMainView(registry, setting, canList)?.name };
  }, [registry, roles, setting, translate, resourceLabel]);
};
