import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import { prefetchListData } from './prefetchListData';
import { registry } from './registry';

const charts = [{ id: 'a', metric: 'calls', dimension: 'tag', breakdown: null }];

describe('prefetchListData (a menu hover: the page is only likely to open)', () => {
  it('asks the dashboard’s charts but not their figures, which only an opening page asks', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: charts, total: 1 }));
    const request = vi.fn(() => Promise.resolve({}));
    const dataProvider = { getList, request } as unknown as ServiceDataProvider;
    const analytics = registry.resources.find((resource) => resource.name === 'scribr/analytics');
    if (!analytics) throw new Error('the analytics declaration is missing');
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
