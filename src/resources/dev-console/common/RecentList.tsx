import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, useTranslate } from 'react-admin';
import type { MetricsListFilter } from './metricsFilters';

export interface RecentListProps {
  /** The hidden simple-rest resource routed to the metrics service (`dev-console/h2b-sessions`). */
  resource: string;
  /** i18n key of the heading. */
  title: string;
  filter: MetricsListFilter;
  sortField: string;
  children: ReactNode;
}

/**
 * The recent sessions or jobs of the dashboard's period and filters, paged by the service. A new
 * filter starts again from the first page.
 */
export const RecentList = ({ resource, title, filter, sortField, children }: RecentListProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
          {translate(title)}
        </Typography>
        <ListBase
          key={JSON.stringify(filter)}
          resource={resource}
          filter={filter}
          sort={{ field: sortField, order: 'DESC' }}
          perPage={10}
          disableSyncWithLocation
          storeKey={false}
        >
          {children}
        </ListBase>
      </CardContent>
    </Card>
  );
};
