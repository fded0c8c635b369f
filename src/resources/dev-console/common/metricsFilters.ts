import { defineUrlFilter, type UrlFilterContext } from '../../../shared/declarations/types';
import { choiceCodec, idListCodec, textCodec } from '../../../shared/serverList/codecs';
import { INTERVALS, periodCodec, periodInstants, type Interval, type Period } from './period';

/** The filters of a Console dashboard, each under its URL key (a copied URL reopens the view). */
export type MetricsFilterValues = {
  dateRange?: Period;
  interval?: Interval;
  apps?: number[];
  custom_id?: string;
};

export const METRICS_FILTERS = [
  defineUrlFilter<Period>({
    key: 'dateRange',
    ...periodCodec,
    toRequest: (period, { timeZone, now }) => {
      const { from, to } = periodInstants(period, timeZone, now);
      return { from: from.toISOString(), to: to.toISOString() };
    },
    keepOnClear: true,
  }),
  defineUrlFilter<Interval>({
    key: 'interval',
    ...choiceCodec(INTERVALS),
    toRequest: (interval) => ({ interval }),
    keepOnClear: true,
  }),
  defineUrlFilter<number[]>({ key: 'apps', ...idListCodec, toRequest: (ids) => ({ app_id: ids }) }),
  defineUrlFilter<string>({
    key: 'custom_id',
    ...textCodec,
    toRequest: (customId) => ({ custom_id: customId }),
  }),
];

/** The list filter of the sessions / jobs (simple-rest `filter`). */
export interface MetricsListFilter {
  from: string;
  to: string;
  app_id?: number[];
  custom_id?: string;
}

/** What the dashboard's requests share: the period's instants and the filters. */
export interface MetricsRequest {
  /** The query of `GET summary`. */
  summary: Record<string, string>;
  /** The query of `GET timeseries`. */
  timeseries: Record<string, string>;
  listFilter: MetricsListFilter;
}

/** The requests' parts from the URL's values and its period, in the user's time zone. */
export const metricsRequest = (
  period: Period,
  values: MetricsFilterValues,
  context: UrlFilterContext & { weekFirstDay: number; interval: Interval },
): MetricsRequest => {
  const instants = periodInstants(period, context.timeZone, context.now);
  const listFilter: MetricsListFilter = {
    from: instants.from.toISOString(),
    to: instants.to.toISOString(),
    ...(values.apps && { app_id: values.apps }),
    ...(values.custom_id && { custom_id: values.custom_id }),
  };
  const summary: Record<string, string> = {
    from: listFilter.from,
    to: listFilter.to,
    timezone: context.timeZone,
    ...(values.apps && { app_id: values.apps.join(',') }),
    ...(values.custom_id && { custom_id: values.custom_id }),
  };
  const timeseries = {
    ...summary,
    interval: context.interval,
    week_first_day: String(context.weekFirstDay),
  };
  return { summary, timeseries, listFilter };
};
