import { useEffect } from 'react';
import { startVersionPoll } from '../shared/session';

/**
 * Polls `GET /version` (spec §7: every 5 s, not in development builds) and sets the session's
 * newAppVersion flag when the build id differs from the loaded one. Renders nothing.
 */
export const VersionPoller = ({ buildId, enabled }: { buildId: string; enabled: boolean }) => {
  useEffect(() => {
    if (!enabled) return;
    return startVersionPoll({ loadedBuildId: buildId });
  }, [buildId, enabled]);
  return null;
};
