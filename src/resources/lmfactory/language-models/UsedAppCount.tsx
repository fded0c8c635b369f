import AppsIcon from '@mui/icons-material/Apps';
import { Chip, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useServiceRequest } from '../../../shared/declarations/serviceRequest';
import { retryOnce } from '../../../shared/http/retryOnce';
import { useLmNotify } from '../common/useLmNotify';

const KEYS = 'resources.lmfactory/language-models';

/**
 * How many apps use the model: `GET apps?language_model_id={configId}` (spec §7; the id is the
 * configuration's). "Failed to retrieve used app count" when it cannot be read.
 */
export const UsedAppCount = ({ configId }: { configId: number }) => {
  const translate = useTranslate();
  const request = useServiceRequest();
  const { failure } = useLmNotify();
  const { data, error, isPending } = useQuery({
    queryKey: [KEYS, 'apps', configId],
    queryFn: ({ signal }) =>
      request<unknown[]>({
        service: 'config',
        path: 'apps',
        query: { language_model_id: configId },
        signal,
      }).then((apps) => (Array.isArray(apps) ? apps.length : 0)),
    retry: retryOnce,
  });
  useEffect(() => {
    if (error) failure(`${KEYS}.notifications.usedAppsFailed`, error);
  }, [error, failure]);
  if (isPending) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
  return (
    <Chip
      icon={<AppsIcon />}
      variant="outlined"
      label={
        error
          ? translate(`${KEYS}.config.usedAppsUnknown`)
          : translate(`${KEYS}.config.usedApps`, { smart_count: data ?? 0 })
      }
    />
  );
};
