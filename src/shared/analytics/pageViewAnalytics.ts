import { beaconTransport } from './beaconTransport';
import { TRACKING, type AnalyticsSite, type AnalyticsTransport } from './types';

export interface PageViewAnalytics {
  pageView: (url: string, title: string) => void;
  download: (url: string) => void;
  formInteraction: (form: string, interaction: 'start' | 'submit') => void;
}

const NOTHING: PageViewAnalytics = {
  pageView: () => undefined,
  download: () => undefined,
  formInteraction: () => undefined,
};

/** Campaign attribution is off: campaign parameters never leave the browser. */
const CAMPAIGN_PARAM = /^(utm_|mtm_|pk_)|^(gclid|fbclid|msclkid)$/i;

/** The URL (absolute or a path) without its campaign parameters. */
export const withoutCampaignParams = (url: string): string => {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://relative.invalid');
  [...parsed.searchParams.keys()]
    .filter((key) => CAMPAIGN_PARAM.test(key))
    .forEach((key) => parsed.searchParams.delete(key));
  const query = parsed.searchParams.toString();
  const path = `${parsed.pathname}${query ? `?${query}` : ''}${parsed.hash}`;
  return absolute ? `${parsed.origin}${path}` : path;
};

export interface PageViewAnalyticsOptions {
  /** The anonymous visitor id (the generated user uuid). */
  visitorId: string;
  /** One id per browser session (sessions are tracked). */
  sessionId: string;
  transport?: AnalyticsTransport;
}

/**
 * The page-view analytics adapter (spec §7): page views, sessions, file downloads and form
 * interactions tracked, campaign attribution off. Does nothing when not configured.
 */
export const createPageViewAnalytics = (
  site: AnalyticsSite | undefined,
  { visitorId, sessionId, transport }: PageViewAnalyticsOptions,
): PageViewAnalytics => {
  if (!site) return NOTHING;
  const send = transport ?? beaconTransport(site.url);
  const { siteId } = site;
  send({ type: 'init', siteId, visitorId, sessionId, tracking: TRACKING });
  return {
    pageView: (url, title) =>
      send({ type: 'pageView', siteId, sessionId, url: withoutCampaignParams(url), title }),
    download: (url) =>
      send({ type: 'download', siteId, sessionId, url: withoutCampaignParams(url) }),
    formInteraction: (form, interaction) =>
      send({ type: 'form', siteId, sessionId, form, interaction }),
  };
};
