import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsSessionId,
  createPageViewAnalytics,
  createSurvey,
  surveyIdentity,
  trackInteractions,
  type AnalyticsMessage,
} from '.';

const site = { url: 'https://stats.example.test/collect', siteId: '7' };
const recorder = () => {
  const sent: AnalyticsMessage[] = [];
  return { sent, transport: (message: AnalyticsMessage) => void sent.push(message) };
};

afterEach(() => vi.restoreAllMocks());

describe('survey identity (spec §1, §7)', () => {
  const session = { uiLanguage: 'fr', isAdmin: true, hasFeatPrx: true, user: { id: 'u-1' } };

  it('sends user id, language, superuser role, authenticated and proximity flags', () => {
    const { sent, transport } = recorder();
    createSurvey(site, transport).identify(surveyIdentity(session)!);
    expect(sent).toEqual([
      {
        type: 'identify',
        siteId: '7',
        userId: 'u-1',
        attributes: { language: 'fr', role: 'superuser', authenticated: true, hasFeatPrx: true },
      },
    ]);
  });

  it('says client for anyone who is not an administrator', () => {
    expect(surveyIdentity({ ...session, isAdmin: false, hasFeatPrx: false })).toEqual({
      userId: 'u-1',
      language: 'fr',
      role: 'client',
      authenticated: true,
      hasFeatPrx: false,
    });
  });

  it('has no identity without a signed-in user, and does nothing when not configured', () => {
    expect(surveyIdentity({ ...session, user: undefined })).toBeUndefined();
    const { sent, transport } = recorder();
    createSurvey(undefined, transport).identify(surveyIdentity(session)!);
    expect(sent).toEqual([]);
  });
});

describe('page-view analytics (spec §7)', () => {
  const options = (transport: (message: AnalyticsMessage) => void) => ({
    visitorId: 'visitor-1',
    sessionId: 'session-1',
    transport,
  });

  it('starts with page views, sessions, downloads and forms tracked, campaigns off', () => {
    const { sent, transport } = recorder();
    createPageViewAnalytics(site, options(transport));
    expect(sent).toEqual([
      {
        type: 'init',
        siteId: '7',
        visitorId: 'visitor-1',
        sessionId: 'session-1',
        tracking: {
          pageViews: true,
          sessions: true,
          fileDownloads: true,
          formInteractions: true,
          campaignAttribution: false,
        },
      },
    ]);
  });

  it('sends page views without campaign parameters', () => {
    const { sent, transport } = recorder();
    const analytics = createPageViewAnalytics(site, options(transport));
    analytics.pageView('/lmfactory/corpuses?language=fr&utm_source=mail&gclid=x', 'Corpuses');
    expect(sent[1]).toEqual({
      type: 'pageView',
      siteId: '7',
      sessionId: 'session-1',
      url: '/lmfactory/corpuses?language=fr',
      title: 'Corpuses',
    });
  });

  it('does nothing at all when not configured', () => {
    const { sent, transport } = recorder();
    const analytics = createPageViewAnalytics(undefined, options(transport));
    analytics.pageView('/', 'Home');
    analytics.download('/a.csv');
    expect(sent).toEqual([]);
  });

  it('tracks file downloads and form interactions in the page', () => {
    const { sent, transport } = recorder();
    const analytics = createPageViewAnalytics(site, options(transport));
    document.body.innerHTML = `
      <a href="/exports/calls.csv">export</a><a href="/lmfactory">page</a>
      <form name="contact"><input name="subject" /></form>`;
    const stop = trackInteractions(analytics);
    document.querySelectorAll('a').forEach((link) => {
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
    });
    const input = document.querySelector('input')!;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true }));
    stop();
    document.querySelector('a')!.click();
    expect(
      sent.slice(1).map(({ type, ...rest }) => [type, 'url' in rest ? rest.url : rest]),
    ).toEqual([
      ['download', 'http://localhost:3000/exports/calls.csv'],
      ['form', { siteId: '7', sessionId: 'session-1', form: 'contact', interaction: 'start' }],
      ['form', { siteId: '7', sessionId: 'session-1', form: 'contact', interaction: 'submit' }],
    ]);
  });

  it('keeps one session id per browser session', () => {
    sessionStorage.clear();
    const first = analyticsSessionId();
    expect(analyticsSessionId()).toBe(first);
  });

  it('posts to the configured URL by default, without loading any script', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    createPageViewAnalytics(site, { visitorId: 'v', sessionId: 's' }).pageView('/', 'Home');
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(beacon.mock.calls[1]).toEqual([
      site.url,
      JSON.stringify({ type: 'pageView', siteId: '7', sessionId: 's', url: '/', title: 'Home' }),
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
