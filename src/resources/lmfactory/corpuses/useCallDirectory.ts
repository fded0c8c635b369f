import { useEffect } from 'react';
import {
  useCampaigns as useAllCampaigns,
  useClients as useAllClients,
} from '../../../shared/calls/useCallDirectory';
import { useLmNotify } from '../common/useLmNotify';

export type { CampaignEntry, ClientEntry } from '../../../shared/calls/useCallDirectory';

const KEYS = 'resources.lmfactory/corpuses.notifications';

/** Notifies a directory failure once, with LM Factory's message. */
const useFailureNotice = (error: unknown, failureKey: string) => {
  const { failure } = useLmNotify();
  useEffect(() => {
    if (error) failure(failureKey, error);
  }, [error, failure, failureKey]);
};

/** `GET /client/?limit=100` (spec §7); "Failed to get clients". */
export const useClients = () => {
  const query = useAllClients();
  useFailureNotice(query.error, `${KEYS}.clientsFailed`);
  return query;
};

/** `GET /campaign/?limit=100` (spec §7); "Failed to get campaigns". */
export const useCampaigns = () => {
  const query = useAllCampaigns();
  useFailureNotice(query.error, `${KEYS}.campaignsFailed`);
  return query;
};
