import { beaconTransport } from './beaconTransport';
import type { AnalyticsSite, AnalyticsTransport, SurveyIdentity } from './types';

/** The identity of spec §1/§7 from the session: role superuser for administrators, else client. */
export const surveyIdentity = (session: {
  user?: { id: string };
  uiLanguage: string;
  isAdmin: boolean;
  hasFeatPrx: boolean;
}): SurveyIdentity | undefined =>
  session.user
    ? {
        userId: session.user.id,
        language: session.uiLanguage,
        role: session.isAdmin ? 'superuser' : 'client',
        authenticated: true,
        hasFeatPrx: session.hasFeatPrx,
      }
    : undefined;

export interface Survey {
  identify: (identity: SurveyIdentity) => void;
}

/** The user-behaviour survey adapter (spec §7); does nothing when not configured. */
export const createSurvey = (
  site: AnalyticsSite | undefined,
  transport?: AnalyticsTransport,
): Survey => {
  if (!site) return { identify: () => undefined };
  const send = transport ?? beaconTransport(site.url);
  return {
    identify: ({ userId, ...attributes }) =>
      send({ type: 'identify', siteId: site.siteId, userId, attributes }),
  };
};
