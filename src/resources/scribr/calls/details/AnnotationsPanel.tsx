import { Alert, Button, LinearProgress, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Span } from '../../labels/labelRecord';
import type { CallRecord } from '../callRecord';
import { AnnotationRow } from './AnnotationRow';
import { PassageChooser } from './PassageChooser';
import { useCallAnnotations } from './useCallAnnotations';

const KEYS = 'resources.scribr/classification-labels.call';

/**
 * Administrators' annotations of the call: every classification label of the call's language
 * with its polarity for this call, marked positive or negative (on the whole call or a passage of
 * one turn) or cleared. Rendered for administrators only: nobody else asks for annotations.
 */
export const AnnotationsPanel = ({ call }: { call: CallRecord }) => {
  const translate = useTranslate();
  const { labels, annotations, byLabel } = useCallAnnotations(call.id, call.lang);
  const [passage, setPassage] = useState<Span | null>(null);
  const turns = call.transcript ?? [];
  if (labels.isPending || annotations.isPending) {
    return <LinearProgress aria-label={translate('ra.page.loading')} />;
  }
  if (labels.error || annotations.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void Promise.all([labels.refetch(), annotations.refetch()])}
          >
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(`${KEYS}.loadFailed`)}
      </Alert>
    );
  }
  if (labels.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${KEYS}.noLabels`)}{' '}
        <Link
          component={RouterLink}
          to={`/scribr/classification-labels/add?language=${encodeURIComponent(call.lang)}`}
        >
          {translate(`${KEYS}.createLabel`)}
        </Link>
      </Typography>
    );
  }
  return (
    <>
      <PassageChooser turns={turns} passage={passage} onChange={setPassage} />
      {labels.data.map((label) => (
        <AnnotationRow
          key={label.id}
          callId={call.id}
          label={label}
          annotation={byLabel.get(label.id)}
          passage={passage}
          turns={turns}
        />
      ))}
    </>
  );
};
