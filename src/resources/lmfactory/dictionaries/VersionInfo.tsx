import StarIcon from '@mui/icons-material/Star';
import { Chip, Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { recordPath, useDeclaration } from '../../../shared/resourceViews';
import type { Dictionary } from './dictionaryRequests';

const KEYS = 'resources.lmfactory/dictionaries';

/** "v1 of 2", a link to the latest version when this one is older, and the main flag. */
export const VersionInfo = () => {
  const translate = useTranslate();
  const resource = useDeclaration();
  const record = useRecordContext<Dictionary>();
  if (!record?.version) return null;
  const { current, latest, is_latest: isLatest, latest_id: latestId } = record.version;
  const latestPath = recordPath(resource, latestId);
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Chip
        color={isLatest ? 'primary' : 'default'}
        label={translate(`${KEYS}.version.of`, { current, latest })}
      />
      {isLatest ? (
        <Chip variant="outlined" label={translate(`${KEYS}.version.latest`)} />
      ) : (
        latestPath && (
          <Link component={RouterLink} to={latestPath}>
            {translate(`${KEYS}.version.openLatest`, { latest })}
          </Link>
        )
      )}
      {record.main && (
        <Chip icon={<StarIcon />} color="secondary" label={translate(`${KEYS}.fields.main`)} />
      )}
    </Stack>
  );
};
