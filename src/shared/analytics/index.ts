export { beaconTransport } from './beaconTransport';
export { createPageViewAnalytics, withoutCampaignParams } from './pageViewAnalytics';
export type { PageViewAnalytics, PageViewAnalyticsOptions } from './pageViewAnalytics';
export { createSurvey, surveyIdentity } from './surveyIdentity';
export type { Survey } from './surveyIdentity';
export { trackInteractions } from './interactionTracking';
export { analyticsSessionId } from './sessionId';
export { TRACKING } from './types';
export type { AnalyticsMessage, AnalyticsSite, AnalyticsTransport, SurveyIdentity } from './types';
