/**
 * Runtime configuration, fetched from `/config.json` at start-up (served by the local platform or
 * by whatever hosts the build), so one build serves any environment.
 */
export type ServiceName =
  | 'phonelines'
  | 'lmFactory'
  | 'config'
  | 'llmEnrich'
  | 'moriarty'
  | 'search'
  | 'batchMetrics'
  | 'ftp'
  | 'h2bMetrics';

export interface RuntimeConfig {
  /** Shown after every page title: "<route title> - <productName>". */
  productName: string;
  /** Identity server base URL (Keycloak layout: `${url}/realms/{realm}/...`). */
  identityUrl: string;
  /** The console's OIDC client id (`console`). */
  clientId: string;
  /** Login portal: receives `client_id` and `redirect_uri` when no realm is known. */
  loginPortalUrl: string;
  /** Base URL of each backend service, ending with a slash (e.g. `.../api/`). */
  services: Record<ServiceName, string>;
  /** Build id of the served console (the same string `GET /version` answers). */
  buildId: string;
  /** The commit the served console was built from, when known (spec §3 session "commit hash"). */
  commitHash?: string;
  /** Optional page-view analytics and user-behaviour survey adapters; absent = disabled. */
  analytics?: { url: string; siteId: string };
  survey?: { url: string; siteId: string };
}
