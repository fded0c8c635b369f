import type { ServiceName } from '../../../contracts/runtimeConfig';

/** Where each backend service lives on the local platform (architecture §6); each ends with '/'. */
export const SERVICE_BASE_PATHS: Record<ServiceName, string> = {
  lmFactory: '/services/lm-factory/api/',
  config: '/services/config/api/',
  moriarty: '/services/moriarty/api/',
  search: '/services/search/api/v1/',
  llmEnrich: '/services/llm-enrich/api/',
  phonelines: '/services/phonelines/',
  batchMetrics: '/services/batch-metrics/api/batch/',
  ftp: '/services/ftp/',
  h2bMetrics: '/services/h2b-metrics/api/h2b/',
};
