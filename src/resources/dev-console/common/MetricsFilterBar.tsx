import { Box } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { ChoiceInput } from '../../../shared/serverList/inputs/ChoiceInput';
import { ChoicesInput } from '../../../shared/serverList/inputs/ChoicesInput';
import { TextSearchInput } from '../../../shared/serverList/inputs/TextSearchInput';
import { useUrlFilterValues } from '../../../shared/serverList/useUrlFilterValues';
import { METRICS_FILTERS, type MetricsFilterValues } from './metricsFilters';
import { defaultInterval, intervalsOf, type Interval, type Period } from './period';
import { PeriodInput } from './PeriodInput';
import { useMetricsApps, type MetricsService } from './useMetrics';

/**
 * A Console dashboard's filter bar: period, interval, apps and custom id, each written into the
 * URL. A new period brings its own interval (hours for a day, days for a month...).
 */
export const MetricsFilterBar = ({ service }: { service: MetricsService }) => {
  const translate = useTranslate();
  const [filterValues, , setValue] = useUrlFilterValues(METRICS_FILTERS);
  const values = filterValues as MetricsFilterValues;
  const apps = useMetricsApps(service);
  const intervals = values.dateRange ? intervalsOf(values.dateRange) : [];
  const label = (key: string) => translate(`devConsole.filters.${key}`);
  // Stable: the search input waits for a pause in typing, whatever else renders meanwhile.
  const setCustomId = useCallback((id?: string) => setValue('custom_id', id), [setValue]);
  return (
    <Box
      role="search"
      aria-label={translate('console.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1 }}
    >
      <PeriodInput
        value={values.dateRange}
        onChange={(period: Period) =>
          setValue('dateRange', period, (query) => query.set('interval', defaultInterval(period)))
        }
      />
      <ChoiceInput<Interval>
        label={label('interval')}
        value={values.interval}
        values={filterValues}
        choices={intervals.map((id) => ({ id, name: `devConsole.intervals.${id}` }))}
        onChange={(interval) => setValue('interval', interval)}
      />
      <ChoicesInput<number>
        label={label('apps')}
        value={values.apps}
        values={filterValues}
        choices={(apps.data ?? []).map(({ id, name }) => ({ id, name }))}
        loading={apps.isPending}
        failed={apps.isError}
        width={280}
        onChange={(ids) => setValue('apps', ids)}
      />
      <TextSearchInput
        label={label('custom_id')}
        value={values.custom_id}
        values={filterValues}
        onChange={setCustomId}
      />
    </Box>
  );
};
