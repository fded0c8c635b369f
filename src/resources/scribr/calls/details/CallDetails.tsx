import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  Typography,
} from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { hasRole, isAdmin } from '../../../../../contracts/roles';
import { useSession } from '../../../../shared/session';
import type { TextRange } from '../../../../shared/text/highlightSegments';
import type { CallRecord } from '../callRecord';
import { rememberedListQuery } from '../listQuery';
import { searchStems } from '../searchTerms';
import { TagChips } from '../TagChips';
import { AnnotationsPanel } from './AnnotationsPanel';
import { CallHeader } from './CallHeader';
import { CallNotFound } from './CallNotFound';
import { CallStepper } from './CallStepper';
import { CallSummaryPanel } from './CallSummaryPanel';
import { MetadataTable } from './MetadataTable';
import { RawCallJson } from './RawCallJson';
import { Transcript, turnElementId } from './Transcript';
import { useDisplayCallEvent } from './useDisplayCallEvent';

const KEYS = 'resources.scribr/call-list.details';

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const scrollToTurn = (turn: number) =>
  document
    .getElementById(turnElementId(turn))
    ?.scrollIntoView({ behavior: 'smooth', block: 'center' });

/** The one call's page. */
const CallView = ({ call }: { call: CallRecord }) => {
  const translate = useTranslate();
  const roles = useSession((session) => session.userRoles);
  // Annotations are the administrators' (spec §6): nobody else sees or asks for them.
  const canAnnotate = isAdmin(roles) && hasRole(roles, 'app.scribr.annotations');
  const [tagId, setTagId] = useState<number>();
  const stems = useMemo(() => searchStems(rememberedListQuery().get('search') ?? undefined), []);
  const tagRanges = useMemo(() => {
    const ranges = new Map<number, TextRange[]>();
    for (const match of call.tags.find((tag) => tag.id === tagId)?.matches ?? []) {
      ranges.set(match.turn, [...(ranges.get(match.turn) ?? []), match]);
    }
    return ranges;
  }, [call.tags, tagId]);
  const chooseTag = useCallback(
    (id: number | undefined) => {
      setTagId(id);
      const first = call.tags.find((tag) => tag.id === id)?.matches[0];
      if (first) requestAnimationFrame(() => scrollToTurn(first.turn));
    },
    [call.tags],
  );
  return (
    <Box sx={{ py: 2 }}>
      <CallStepper id={call.id} />
      <CallHeader call={call} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Panel title={translate(`${KEYS}.transcript`)}>
            <Transcript turns={call.transcript ?? []} tagRanges={tagRanges} searchStems={stems} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Panel title={translate(`${KEYS}.tags`)}>
            {call.tags.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${KEYS}.noTags`)}
              </Typography>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(`${KEYS}.chooseTag`)}
                </Typography>
                <TagChips tags={call.tags} max={50} selected={tagId} onSelect={chooseTag} />
              </>
            )}
          </Panel>
          {canAnnotate && (
            <Panel title={translate('resources.scribr/classification-labels.call.title')}>
              <AnnotationsPanel call={call} />
            </Panel>
          )}
          {call.summary && (
            <Panel title={translate('resources.scribr/call-list.summary.title')}>
              <CallSummaryPanel summary={call.summary} onQuote={scrollToTurn} />
            </Panel>
          )}
          <Panel title={translate(`${KEYS}.metadata`)}>
            <MetadataTable metadata={call.metadata} />
          </Panel>
          {hasRole(roles, 'feat.scribr.developer') && (
            <Panel title={translate(`${KEYS}.rawJson`)}>
              <RawCallJson call={call} />
            </Panel>
          )}
        </Grid>
      </Grid>
    </Box>
  );
};

/**
 * `/scribr/{id}` (spec §2): one call — header, transcript by speaker turn with the chosen tag's
 * matches and the list's searched words marked, tags, summary, metadata, raw JSON for developers,
 * previous / next of the list. Opening it records a "display call" event. Unknown or out-of-scope
 * ids show Not found.
 */
const CallDetails = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const {
    data: call,
    isPending,
    error,
    refetch,
  } = useGetOne<CallRecord>('scribr/call-list', { id }, { retry: false });
  useDisplayCallEvent(id, !!call);
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return <CallNotFound id={id} />;
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(`${KEYS}.loadFailed`)}
      </Alert>
    );
  }
  return <CallView key={call.id} call={call} />;
};

export default CallDetails;
