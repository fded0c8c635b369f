import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FailedAlert } from './FailedAlert';
import type { MetricsQuery } from './useMetrics';

export interface MetricCardProps<Answer> {
  title: string;
  query: MetricsQuery<Answer>;
  /** Height of the placeholder while loading. */
  height: number;
  /** i18n key of what an empty answer says; none = never empty. */
  emptyText?: string;
  isEmpty?: (answer: Answer) => boolean;
  children: (answer: Answer) => ReactNode;
}

/** A tile or a chart in its card: its own loading, failure with Retry, and empty state. */
export const MetricCard = <Answer,>(props: MetricCardProps<Answer>) => {
  const { title, query, height, emptyText, isEmpty, children } = props;
  const translate = useTranslate();
  const body = () => {
    if (query.isPending) return <Skeleton variant="rounded" height={height} />;
    if (query.isError) return <FailedAlert onRetry={query.refetch} />;
    if (emptyText && isEmpty?.(query.data))
      return (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {translate(emptyText)}
        </Typography>
      );
    return children(query.data);
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-busy={query.isFetching}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        {body()}
      </CardContent>
    </Card>
  );
};
