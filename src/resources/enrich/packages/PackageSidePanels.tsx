import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Confirm,
  useCanAccess,
  useCreatePath,
  useGetMany,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { COUNT_DAYS, usePackageTagCounts, type TagCount } from './usePackageTagCounts';

const KEYS = 'resources.enrich/packages';

const Panel = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-label={translate(title)}
      variant="outlined"
      sx={{ p: 2, m: 1, mt: { xs: 1, md: 2 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
};

const None = () => (
  <Typography variant="body2" color="text.secondary">
    {useTranslate()(`${KEYS}.none`)}
  </Typography>
);

/** The package's tags as chips opening the tag; administrators remove one after confirming. */
const TagsPanel = ({ tags }: { tags: readonly TagCount[] }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const notify = useNotify();
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'enrich/packages', action: 'edit' });
  const [removing, setRemoving] = useState<TagCount>();
  const [update, { isPending }] = useUpdate();
  const remove = (tag: TagCount) =>
    update(
      'enrich/packages',
      {
        id: record?.id,
        data: { tag_ids: ((record?.tag_ids as number[]) ?? []).filter((id) => id !== tag.tag_id) },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setRemoving(undefined);
          notify(`${KEYS}.tagRemoved`, { type: 'info', messageArgs: { label: tag.label } });
        },
        onError: () => {
          setRemoving(undefined);
          notify(`${KEYS}.notifications.updateFailed`, { type: 'error' });
        },
      },
    );
  return (
    <Panel title={`${KEYS}.panels.tags`}>
      {tags.length ? (
        <Stack direction="row" gap={1} flexWrap="wrap">
          {tags.map((tag) => (
            <Chip
              key={tag.tag_id}
              label={tag.label}
              component={Link}
              to={createPath({ resource: 'moriarty/tags', id: tag.tag_id, type: 'edit' })}
              clickable
              onDelete={
                mayEdit
                  ? (event: Event) => {
                      // The icon is inside the chip's link: remove, do not open the tag.
                      event.preventDefault();
                      setRemoving(tag);
                    }
                  : undefined
              }
              deleteIcon={
                <CancelIcon
                  role="button"
                  aria-hidden={false}
                  aria-label={translate(`${KEYS}.removeTag.button`, { label: tag.label })}
                />
              }
            />
          ))}
        </Stack>
      ) : (
        <None />
      )}
      <Confirm
        isOpen={removing !== undefined}
        loading={isPending}
        title={`${KEYS}.removeTag.title`}
        content={translate(`${KEYS}.removeTag.content`, { label: removing?.label ?? '' })}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(undefined)}
      />
    </Panel>
  );
};

/** The package's clients, by name where the user may read them, each opening the client. */
const ClientsPanel = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const ids = (record?.client_ids as number[] | undefined) ?? [];
  const { canAccess } = useCanAccess({ resource: 'config/clients', action: 'list' });
  const { data } = useGetMany('config/clients', { ids }, { enabled: canAccess === true });
  const names = new Map((data ?? []).map((client) => [client.id, String(client.name)]));
  return (
    <Panel title={`${KEYS}.panels.clients`}>
      {ids.length ? (
        <Stack direction="row" gap={1} flexWrap="wrap">
          {ids.map((id) =>
            canAccess ? (
              <Chip
                key={id}
                label={names.get(id) ?? `#${id}`}
                component={Link}
                to={createPath({ resource: 'config/clients', id, type: 'edit' })}
                clickable
              />
            ) : (
              <Chip key={id} label={`#${id}`} />
            ),
          )}
        </Stack>
      ) : (
        <None />
      )}
    </Panel>
  );
};

/** How many of the clients' calls each tag was detected on over the last days, as bars. */
const CountsPanel = ({ tags }: { tags: readonly TagCount[] }) => {
  const translate = useTranslate();
  const most = Math.max(1, ...tags.map((tag) => tag.calls));
  return (
    <Panel title={`${KEYS}.panels.counts`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${KEYS}.countsPeriod`, { days: COUNT_DAYS })}
      </Typography>
      {tags.length ? (
        <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tags.map((tag) => (
            <Box component="li" key={tag.tag_id} aria-label={tag.label}>
              <Stack direction="row" justifyContent="space-between">
                <Typography variant="body2">{tag.label}</Typography>
                <Typography variant="body2" data-testid={`tag-count-${tag.tag_id}`}>
                  {translate(`${KEYS}.calls`, { count: tag.calls })}
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={(tag.calls / most) * 100} />
            </Box>
          ))}
        </Stack>
      ) : (
        <None />
      )}
    </Panel>
  );
};

/** Beside a package's form: its tags, its clients, its tags' detections over 30 days. */
export const PackageSidePanels = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, error, isPending } = usePackageTagCounts(record);
  if (!record) return null;
  const tags = data ?? [];
  return (
    <Box>
      {isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? (
        <Typography color="error" sx={{ m: 1 }}>
          {translate(`${KEYS}.countsFailed`)}
        </Typography>
      ) : null}
      <TagsPanel tags={tags} />
      <ClientsPanel />
      <CountsPanel tags={tags} />
    </Box>
  );
};
