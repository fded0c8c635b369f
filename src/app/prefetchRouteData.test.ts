import type { ServiceDataProvider } from '../shared/declarations/serviceRequest';
import { resetSession, setSession } from '../shared/session';
import { at, returningUser, storeWith } from './testing/settingsStore';
import { prefetchRouteData } from './prefetchRouteData';

const fakeDataProvider = (data: object[] = []) => {
  const getList = vi.fn(() => Promise.resolve({ data, total: data.length }));
  const request = vi.fn(() => Promise.resolve({}));
  return { getList, request, dataProvider: { getList, request } as unknown as ServiceDataProvider };
};

describe('prefetchRouteData (start-up: the first list requested beside the mount)', () => {
  beforeEach(() => {
    resetSession();
    setSession({
      userRoles: {
        'app.lm_factory.corpuses': true,
        'app.moriarty.tags': true,
        'app.scribr.call_list': true,
        'app.scribr.analytics': true,
      },
      languages: ['de'],
    });
  });

  it('asks for a whole list in the language of the route, then of the user setting', () => {
    const { getList, dataProvider } = fakeDataProvider();
    prefetchRouteData(dataProvider, returningUser(), 'en', at('/lmfactory/corpuses?language=fr'));
    expect(getList).toHaveBeenCalledWith(
      'lmfactory/corpuses',
      expect.objectContaining({ filter: { language: 'fr' } }),
    );
    prefetchRouteData(dataProvider, returningUser({ language: 'es' }), 'en', at('/moriarty/tags'));
    expect(getList).toHaveBeenLastCalledWith(
      'moriarty/tags',
      expect.objectContaining({ filter: { language: 'es' } }),
    );
  });

  it('falls back to the user’s first language, on a first visit too (LM Factory does not wait for it)', () => {
    const { getList, dataProvider } = fakeDataProvider();
    prefetchRouteData(dataProvider, storeWith({}), 'en', at('/lmfactory/corpuses'));
    expect(getList).toHaveBeenCalledWith(
      'lmfactory/corpuses',
      expect.objectContaining({ filter: { language: 'de' } }),
    );
  });

  it('asks for a server-paged list’s page as its controller will: URL page, sort and filters, the user’s time zone, marked as a prefetch', () => {
    const { getList, dataProvider } = fakeDataProvider();
    const store = returningUser({ timeZone: 'Europe/Paris' });
    prefetchRouteData(
      dataProvider,
      store,
      'en',
      at('/scribr/call-list?language=fr&page=2&order=ASC'),
    );
    expect(getList).toHaveBeenCalledWith('scribr/call-list', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'start_time', order: 'ASC' },
      filter: { language: 'fr' },
      meta: { timeZone: 'Europe/Paris', prefetch: true },
    });
  });

  it('asks for the page a simple-rest list’s own view asks first (the dashboard’s charts), marked as a prefetch', () => {
    const { getList, dataProvider } = fakeDataProvider();
    prefetchRouteData(dataProvider, returningUser(), 'en', at('/scribr/analytics'));
    expect(getList).toHaveBeenCalledWith('scribr/analytics', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
      meta: { prefetch: true },
    });
  });

  it('asks each chart’s figures once the charts have arrived, in the URL’s filters and the user’s settings, marked as a prefetch', async () => {
    const kpi = { id: 'a', metric: 'duration', dimension: null, breakdown: null };
    const overTime = { id: 'b', metric: 'calls', dimension: 'time', breakdown: null };
    const { request, dataProvider } = fakeDataProvider([kpi, overTime]);
    const store = returningUser({ timeZone: 'Europe/Paris', weekFirstDay: 0 });
    await prefetchRouteData(
      dataProvider,
      store,
      'en',
      at('/scribr/analytics?dateRange=2025-03-01,2025-03-31&interval=week&language=fr'),
    );
    const common = {
      service: 'search',
      method: 'POST',
      path: 'search/transcription-v2/aggregations',
      prefetch: true,
    };
    const period = { date_range: { begin: '2025-03-01', end: '2025-03-31' } };
    expect(request.mock.calls).toEqual([
      [
        {
          ...common,
          body: {
            ...period,
            lang: 'fr',
            timezone: 'Europe/Paris',
            metric: 'duration',
            dimension: null,
            breakdown: null,
          },
        },
      ],
      [
        {
          ...common,
          body: {
            ...period,
            lang: 'fr',
            timezone: 'Europe/Paris',
            metric: 'calls',
            dimension: 'time',
            breakdown: null,
            interval: 'week',
            week_first_day: 0,
          },
        },
      ],
    ]);
  });

  it('leaves record pages and lists the user may not open alone', () => {
    const { getList, dataProvider } = fakeDataProvider();
    prefetchRouteData(dataProvider, returningUser(), 'en', at('/lmfactory/corpuses/3'));
    setSession({ userRoles: {} });
    prefetchRouteData(dataProvider, returningUser(), 'en', at('/lmfactory/corpuses'));
    prefetchRouteData(dataProvider, returningUser(), 'en', at('/scribr/call-list'));
    expect(getList).not.toHaveBeenCalled();
  });
});
