import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { EMPTY_VALUE, numberFormat } from '../../../shared/format';
import { CallLink } from './CallLink';
import type { LabelQuality as Quality, LabelRecord } from './labelRecord';
import { useLabelQuality } from './useLabelQueries';

const KEYS = 'resources.scribr/classification-labels.quality';

/** A ratio as a percentage in the UI language ("66.7%", "66,7 %"); — when there is none. */
export const formatRatio = (value: number | null, locale: string) =>
  value === null
    ? EMPTY_VALUE
    : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);

const Figure = ({ term, value, hint }: { term: string; value: string; hint?: string }) => (
  <Box sx={{ minWidth: 120 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {term}
    </Typography>
    <Typography component="dd" variant="h5" sx={{ m: 0 }} title={hint}>
      {value}
    </Typography>
  </Box>
);

const ReviewList = ({ title, ids }: { title: string; ids: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ flex: 1, minWidth: 220 }}>
      <Typography variant="subtitle2" component="h3">
        {title} ({ids.length})
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEYS}.nothingToReview`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {ids.map((id) => (
            <li key={id}>
              <CallLink id={id} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};

const QualityFigures = ({ quality }: { quality: Quality }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const count = (key: string, value: number) => (
    <Figure key={key} term={translate(`${KEYS}.${key}`)} value={String(value)} />
  );
  return (
    <Stack spacing={2}>
      <Stack component="dl" direction="row" flexWrap="wrap" useFlexGap spacing={3} sx={{ m: 0 }}>
        <Figure
          term={translate(`${KEYS}.precision`)}
          value={formatRatio(quality.precision, locale)}
          hint={translate(`${KEYS}.precisionHelp`)}
        />
        <Figure
          term={translate(`${KEYS}.recall`)}
          value={formatRatio(quality.recall, locale)}
          hint={translate(`${KEYS}.recallHelp`)}
        />
        {count('true_positives', quality.true_positives)}
        {count('false_positives', quality.false_positives)}
        {count('false_negatives', quality.false_negatives)}
        {count('true_negatives', quality.true_negatives)}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEYS}.explain`, { count: quality.annotated_calls })}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={3}>
        <ReviewList
          title={translate(`${KEYS}.detectedButNegative`)}
          ids={quality.review.detected_but_negative}
        />
        <ReviewList
          title={translate(`${KEYS}.positiveNotDetected`)}
          ids={quality.review.positive_not_detected}
        />
      </Stack>
      {quality.review.truncated && (
        <Typography variant="caption" color="text.secondary">
          {translate(`${KEYS}.truncated`)}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * How well the label's Moriarty tag does on the annotated calls: precision, recall, the counts of
 * true and false positives and negatives, and the disagreeing calls to review (each opening the
 * call's details).
 */
export const LabelQuality = ({ label }: { label: LabelRecord }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useLabelQuality(label);
  if (label.tag_id === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEYS}.noTag`)}
      </Typography>
    );
  }
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(`${KEYS}.failed`)}
      </Alert>
    );
  }
  return <QualityFigures quality={data} />;
};
