import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import { prefetchListData } from './prefetchListData';
import { registry } from './registry';

const charts = [{ id: 'a', metric: 'calls', dimension: 'tag', breakdown: null }];

const analyticsResource = () => {
  const analytics = registry.resources.find((resource) => resource.name === 'scribr/analytics');
  if (!analytics) throw new Error('the analytics declaration is missing');
  return analytics;
};

describe('prefetchListData (a menu hover: the page is only likely to open)', () => {
  it('asks the dashboard’s charts but not their figures, which only an opening page asks', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: charts, total: 1 }));
    const request = vi.fn(() => Promise.resolve({}));
    const dataProvider = { getList, request } as unknown as ServiceDataProvider;
    const analytics = analyticsResource();
    const place = {
      language: 'en',
      search: '?dateRange=last7days',
      timeZone: 'UTC',
      weekFirstDay: 1,
    };
    await prefetchListData(dataProvider, analytics, undefined, place);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
    await prefetchListData(dataProvider, analytics, undefined, { ...place, opening: true });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'search/transcription-v2/aggregations', prefetch: true }),
    );
  });
});

describe('prefetchListData (start-up: the page is opening)', () => {
  const place = { language: 'en', timeZone: 'UTC', weekFirstDay: 1, opening: true };
  /** Opens the dashboard over a provider whose figures answer as `request` does. */
  const openDashboard = (request: () => Promise<unknown>) => {
    const getList = vi.fn(() => Promise.resolve({ data: charts, total: 1 }));
    const dataProvider = { getList, request: vi.fn(request) } as unknown as ServiceDataProvider;
    return prefetchListData(dataProvider, analyticsResource(), undefined, place);
  };

  it('tells when the figures the page asks next have arrived, so the first render may draw them', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { followUps } = await openDashboard(() => new Promise((resolve) => (answer = resolve)));
    let arrived = false;
    void followUps.then(() => (arrived = true));
    await Promise.resolve();
    expect(arrived).toBe(false);
    answer({ totals: {} });
    await followUps;
    expect(arrived).toBe(true);
  });

  it('settles the figures’ promise when one fails (the page asks again and shows its error)', async () => {
    const { followUps } = await openDashboard(() => Promise.reject(new Error('503')));
    await expect(followUps).resolves.toBeUndefined();
  });
});
