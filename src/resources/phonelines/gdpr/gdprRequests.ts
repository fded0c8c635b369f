import { useServiceRequest } from '../../../shared/declarations/serviceRequest';

export type GdprRequestType = 'export' | 'erasure';

export interface GdprAsk {
  number: string;
  type: GdprRequestType;
  reference: string;
}

export interface GdprPreview {
  number_of_calls: number;
  first_call_at: string | null;
  last_call_at: string | null;
  clients: { id: number; name: string; calls: number }[];
}

export interface GdprRequest extends GdprPreview {
  id: number;
  type: GdprRequestType;
  reference: string;
  status: 'completed' | 'available' | 'expired';
  archive_expires_at: string | null;
}

/** The GDPR calls of the phone lines service: what a request would reach, then carrying it out. */
export const useGdprRequests = () => {
  const request = useServiceRequest();
  return {
    preview: (ask: GdprAsk) =>
      request<GdprPreview>({
        service: 'phonelines',
        method: 'POST',
        path: 'gdpr-requests/preview',
        body: ask,
      }),
    carryOut: (ask: GdprAsk) =>
      request<GdprRequest>({
        service: 'phonelines',
        method: 'POST',
        path: 'gdpr-requests',
        body: { ...ask, confirm: true },
      }),
  };
};
