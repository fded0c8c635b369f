/** Where an adapter sends its messages (tests pass a recorder; see beaconTransport). */
export type AnalyticsTransport = (message: AnalyticsMessage) => void;

/** Runtime configuration of one adapter (`analytics` / `survey` in /config.json). */
export interface AnalyticsSite {
  url: string;
  siteId: string;
}

/** What the page-view analytics service is told to track (spec §7). */
export const TRACKING = {
  pageViews: true,
  sessions: true,
  fileDownloads: true,
  formInteractions: true,
  campaignAttribution: false,
} as const;

/** The identity the user-behaviour survey service receives (spec §1, §7). */
export interface SurveyIdentity {
  userId: string;
  language: string;
  /** superuser for administrators, client otherwise (spec §6). */
  role: 'superuser' | 'client';
  authenticated: boolean;
  /** Proximity feature: role feat.scribr.prx. */
  hasFeatPrx: boolean;
}

export type AnalyticsMessage =
  | {
      type: 'init';
      siteId: string;
      visitorId: string;
      sessionId: string;
      tracking: typeof TRACKING;
    }
  | { type: 'pageView'; siteId: string; sessionId: string; url: string; title: string }
  | { type: 'download'; siteId: string; sessionId: string; url: string }
  | {
      type: 'form';
      siteId: string;
      sessionId: string;
      form: string;
      interaction: 'start' | 'submit';
    }
  | {
      type: 'identify';
      siteId: string;
      userId: string;
      attributes: Omit<SurveyIdentity, 'userId'>;
    };
