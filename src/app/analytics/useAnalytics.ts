import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  analyticsSessionId,
  createPageViewAnalytics,
  createSurvey,
  surveyIdentity,
  trackInteractions,
} from '../../shared/analytics';
import { useSession } from '../../shared/session';
import type { RuntimeConfig } from '../../../contracts/runtimeConfig';
import { getUserUuid } from '../../shared/settings';
import { useRuntimeConfig } from '../AppContext';

type Adapters = {
  analytics: ReturnType<typeof createPageViewAnalytics>;
  survey: ReturnType<typeof createSurvey>;
};

// One pair of adapters per configuration, however many pages use them (one `init` only).
const created = new WeakMap<RuntimeConfig, Adapters>();

const adaptersFor = (config: RuntimeConfig): Adapters => {
  let adapters = created.get(config);
  if (!adapters) {
    adapters = {
      analytics: createPageViewAnalytics(config.analytics, {
        visitorId: config.analytics ? getUserUuid() : '',
        sessionId: config.analytics ? analyticsSessionId() : '',
      }),
      survey: createSurvey(config.survey),
    };
    created.set(config, adapters);
  }
  return adapters;
};

/**
 * The analytics adapters of spec §7, configured by the runtime configuration (`analytics`,
 * `survey`), doing nothing when not configured: a page view on every navigation, downloads and
 * form interactions, and the survey told who the user is whenever that identity changes.
 */
export const useAnalytics = () => {
  const { analytics, survey } = adaptersFor(useRuntimeConfig());
  const location = useLocation();
  const user = useSession((session) => session.user);
  const uiLanguage = useSession((session) => session.uiLanguage);
  const isAdmin = useSession((session) => session.isAdmin);
  const hasFeatPrx = useSession((session) => session.hasFeatPrx);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => trackInteractions(analytics), [analytics]);
  useEffect(() => analytics.pageView(url, document.title), [analytics, url]);
  useEffect(() => {
    const identity = surveyIdentity({ user, uiLanguage, isAdmin, hasFeatPrx });
    if (identity) survey.identify(identity);
  }, [survey, user, uiLanguage, isAdmin, hasFeatPrx]);
};
