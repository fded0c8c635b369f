import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The console's OIDC client id; its roles are read from `resource_access.console.roles`. */
export const CONSOLE_CLIENT_ID = 'console';
/** The audience of the identity server's access tokens (Keycloak's default for a public client). */
export const ACCESS_TOKEN_AUDIENCE = 'account';
export const DEFAULT_PRODUCT_NAME = 'Speech Console';

/** The project root (vite.config.ts, dist/, locales/). */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const repoPath = (path: string) => join(REPO_ROOT, path);

export interface PlatformOptions {
  port: number;
  host: string;
  /** Public origin, no trailing slash: issuer base, /config.json URLs, OpenAPI servers. */
  publicUrl: string;
  /** PGlite data directory (unless `databaseUrl`). */
  dataDir: string;
  /** PostgreSQL URL; when set, used instead of PGlite. */
  databaseUrl?: string;
  /** Scale of generated demo data. */
  seedSize: number;
  /** Fixed build id (BUILD_ID); otherwise read from dist/ on each request. */
  buildId?: string;
  /** Vite in middleware mode instead of the built dist/ (hot reload at the same origin). */
  dev: boolean;
  productName: string;
  /**
   * Enables the test hooks: `PUT /version` (changing the build id at run time) and
   * `POST /test-hooks/calls` (adding a call, administrators only). Never in production.
   */
  allowTestHooks: boolean;
  /** Built console (index.html + assets). */
  distDir: string;
  /** Translation files served as /locales/{lng}.json. */
  localesDir: string;
  /** Page-view analytics and user-behaviour survey for /config.json; absent = disabled. */
  analytics?: { url: string; siteId: string };
  survey?: { url: string; siteId: string };
  /** Serve the demo realm (demo users, password grant): default unless a realm file is given. */
  demo: boolean;
  /** A JSON file of realms (users with scrypt password hashes) served by the identity server. */
  realmFile?: string;
  /** How long an account activation link stays usable, in seconds (default 72 hours). */
  activationTtlSeconds: number;
  /** The OpenAI-compatible endpoint LLM Enrich tries prompts on; absent = its local engine. */
  llm?: LlmSettings;
}

/** An OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export interface LlmSettings {
  /** Base URL, `{baseUrl}/chat/completions` being the endpoint (e.g. `https://host/v1`). */
  baseUrl: string;
  apiKey?: string;
  /** Model used when a prompt names none. */
  model?: string;
  /** Time-out of one completion, in milliseconds (default 30 s). */
  timeoutMs?: number;
}

/** Account activation links last 72 hours unless ACTIVATION_TTL_HOURS says otherwise. */
export const DEFAULT_ACTIVATION_TTL_SECONDS = 72 * 3600;

/** Defaults for whatever is not given; `publicUrl` follows the port. */
export function resolvePlatformOptions(options: Partial<PlatformOptions> = {}): PlatformOptions {
  const port = options.port ?? 8080;
  return {
    port,
    // Loopback unless HOST says otherwise: the demo realm's users must not face a network.
    host: options.host ?? '127.0.0.1',
    publicUrl: (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: options.dataDir ?? './data',
    databaseUrl: options.databaseUrl,
    seedSize: options.seedSize ?? 2000,
    buildId: options.buildId,
    dev: options.dev ?? false,
    productName: options.productName ?? DEFAULT_PRODUCT_NAME,
    allowTestHooks: options.allowTestHooks ?? false,
    distDir: options.distDir ?? repoPath('dist'),
    localesDir: options.localesDir ?? repoPath('locales'),
    analytics: options.analytics,
    survey: options.survey,
    demo: options.demo ?? options.realmFile === undefined,
    realmFile: options.realmFile,
    activationTtlSeconds: options.activationTtlSeconds ?? DEFAULT_ACTIVATION_TTL_SECONDS,
    llm: options.llm,
  };
}

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /** Generated demo calls on first start (SEED_SIZE: the older name, still read). */
  SEED_CALLS: z.coerce.number().int().min(0).max(100_000_000).optional(),
  SEED_SIZE: z.coerce.number().int().min(0).max(100_000_000).optional(),
  BUILD_ID: z.string().optional(),
  PRODUCT_NAME: z.string().optional(),
  ALLOW_TEST_HOOKS: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Where the built console is (default ./dist): lets parallel test runs use their own build. */
  DIST_DIR: z.string().optional(),
  /** Analytics adapters handed to the console in /config.json (both of a pair, or neither). */
  ANALYTICS_URL: z.url().optional(),
  ANALYTICS_SITE_ID: z.string().optional(),
  SURVEY_URL: z.url().optional(),
  SURVEY_SITE_ID: z.string().optional(),
  /** 0: no demo realm; 1: the demo realm too, beside REALM_FILE's. */
  DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  REALM_FILE: z.string().optional(),
  /** Lifetime of account activation links, in hours (up to 30 days). */
  ACTIVATION_TTL_HOURS: z.coerce.number().positive().max(720).optional(),
  /** LLM Enrich's OpenAI-compatible endpoint (none: the local extractive engine). */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).optional(),
});

const site = (url: string | undefined, siteId: string | undefined) =>
  url && siteId ? { url, siteId } : undefined;

/** Platform options from the environment and the command line (`--dev`); throws on bad values. */
export function readPlatformOptions(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): PlatformOptions {
  // An empty variable counts as unset.
  const set = Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== '');
  const parsed = Env.safeParse(Object.fromEntries(set));
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  const vars = parsed.data;
  return resolvePlatformOptions({
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    seedSize: vars.SEED_CALLS ?? vars.SEED_SIZE,
    buildId: vars.BUILD_ID,
    productName: vars.PRODUCT_NAME,
    allowTestHooks: vars.ALLOW_TEST_HOOKS === '1' || vars.ALLOW_TEST_HOOKS === 'true',
    dev: argv.includes('--dev'),
    distDir: vars.DIST_DIR,
    analytics: site(vars.ANALYTICS_URL, vars.ANALYTICS_SITE_ID),
    survey: site(vars.SURVEY_URL, vars.SURVEY_SITE_ID),
    demo: vars.DEMO === undefined ? undefined : vars.DEMO === '1' || vars.DEMO === 'true',
    realmFile: vars.REALM_FILE,
    activationTtlSeconds:
      vars.ACTIVATION_TTL_HOURS === undefined
        ? undefined
        : Math.round(vars.ACTIVATION_TTL_HOURS * 3600),
    llm: vars.LLM_BASE_URL
      ? {
          baseUrl: vars.LLM_BASE_URL,
          apiKey: vars.LLM_API_KEY,
          model: vars.LLM_MODEL,
          timeoutMs:
            vars.LLM_TIMEOUT_SECONDS === undefined ? undefined : vars.LLM_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
  });
}
