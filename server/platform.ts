import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  CONSOLE_CLIENT_ID,
  REPO_ROOT,
  resolvePlatformOptions,
  type PlatformOptions,
} from './config';
import { openDatabase, type Database } from './db';
import { registerIdentity, type Identity } from './identity';
import { seedDatabase } from './seed';
import { services } from './services';
import {
  readLmBuildMinMs,
  startLmBuildWorker,
  type LmBuildWorker,
} from './services/lm-factory/build/worker';
import { startDetectionWorker, type DetectionWorker } from './services/moriarty/detections/worker';
import { createTokenVerifier } from './shared/tokens';
import { resolveRealms } from './identity/realms';
import { registerSecurityHeaders } from './web/securityHeaders';
import { handleError } from './services/shared/errors';
import { localiseErrorAnswers } from './services/shared/localise';
import { registerService, type ServiceRoute } from './services/shared/service';
import type { VerifyToken } from './shared/types';
import { createFifoLimiter } from './shared/fifoLimiter';
import { createBuildIdSource } from './web/buildId';
import { createCommitHashSource } from './web/commitHash';
import { registerConfigRoute } from './web/configRoute';
import { registerConsoleDev } from './web/consoleDev';
import { registerConsoleStatic } from './web/consoleStatic';
import { registerLocalesRoute } from './web/localesRoute';
import { registerTestHooks } from './web/testHooks';
import { registerVersionRoutes } from './web/versionRoutes';

export interface BuildPlatformOptions extends Partial<PlatformOptions> {
  /**
   * `'memory'`: a fresh in-memory PGlite (tests). A `Database`: used as is, and left open by
   * `close()`. Default: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`.
   */
  database?: 'memory' | Database;
  /** `false`: no identity server (tests until it is needed); `verifyToken` is then required. */
  identity?: boolean;
  /** Token check of the services; default: the identity server's realms (issuers) and keys. */
  verifyToken?: VerifyToken;
  logger?: FastifyServerOptions['logger'];
  /** Minimum time a model build spends queued and running; default `LM_BUILD_MIN_MS` or 2000. */
  lmBuildMinMs?: number;
}

export interface Platform {
  app: FastifyInstance;
  options: PlatformOptions;
  database: Database;
  identity?: Identity;
  /** Every route of every service, with who may call it (the services' route table). */
  serviceRoutes: readonly ServiceRoute[];
  /** Closes the server, then the database if the platform opened it. */
  close(): Promise<void>;
}

const openPlatformDatabase = (
  choice: BuildPlatformOptions['database'],
  options: PlatformOptions,
) =>
  choice === 'memory'
    ? openDatabase({})
    : openDatabase(
        options.databaseUrl ? { url: options.databaseUrl } : { dataDir: options.dataDir },
      );

/** Services trust the identity server's realms, with its current public keys. */
function identityTokenVerifier(identity: Identity): VerifyToken {
  let keys: { json: string; getKey: JWTVerifyGetKey } | undefined;
  // The key set is rebuilt only when the identity publishes other keys.
  const getKey: JWTVerifyGetKey = (header, token) => {
    const jwks = identity.publicJwks();
    const json = JSON.stringify(jwks);
    if (keys?.json !== json) keys = { json, getKey: createLocalJWKSet(jwks) };
    return keys.getKey(header, token);
  };
  return createTokenVerifier({
    issuers: identity.realms.map((realm) => identity.issuer(realm)),
    getKey,
    audience: ACCESS_TOKEN_AUDIENCE,
    authorizedParty: CONSOLE_CLIENT_ID,
  });
}

/**
 * The local platform in one Fastify app: database (migrated, seeded on first start), identity
 * server, every backend service, `/config.json`, `/version`, `/locales`, and the console.
 * Not listening yet: call `app.listen()` or use `app.inject()`.
 */
export async function buildPlatform(input: BuildPlatformOptions = {}): Promise<Platform> {
  const options = resolvePlatformOptions(input);
  const ownsDatabase = typeof input.database !== 'object';
  const database =
    typeof input.database === 'object'
      ? input.database
      : await openPlatformDatabase(input.database, options);
  // No per-request log lines: the console polls /version and refreshes its token every 5 s.
  const app = Fastify({
    logger: input.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
  });
  let lmBuildWorker: LmBuildWorker | undefined;
  let detectionWorker: DetectionWorker | undefined;
  const close = async () => {
    await lmBuildWorker?.stop();
    await detectionWorker?.stop();
    await app.close();
    if (ownsDatabase) await database.close();
  };
  try {
    await seedDatabase(database, { size: options.seedSize });
    // Every `{ message, errors }` answer in the caller's language (Accept-Language: en, fr).
    registerSecurityHeaders(app, options);
    localiseErrorAnswers(app);
    app.setErrorHandler(handleError);
    const identity =
      input.identity === false
        ? undefined
        : await registerIdentity(app, {
            publicUrl: options.publicUrl,
            database,
            realms: await resolveRealms(options),
          });
    const verifyToken = input.verifyToken ?? (identity && identityTokenVerifier(identity));
    if (!verifyToken) throw new Error('buildPlatform: no identity server and no verifyToken');
    const serviceRoutes: ServiceRoute[] = [];
    // The embedded database answers one query at a time: one heavy read at a time keeps them in
    // order; PostgreSQL runs as many as its pool has connections.
    const heavyReads = createFifoLimiter(database.kind === 'pglite' ? 1 : 8);
    for (const service of services) {
      const routes = await registerService(app, service, {
        db: database.db,
        publicUrl: options.publicUrl,
        activationTtlSeconds: options.activationTtlSeconds,
        heavyReads,
        llm: options.llm,
        clientId: CONSOLE_CLIENT_ID,
        verifyToken,
      });
      serviceRoutes.push(...routes);
    }
    // Moriarty: detections recomputed in the background after clue and tag saves.
    detectionWorker = startDetectionWorker(database.db, { log: app.log });
    lmBuildWorker = await startLmBuildWorker(database.db, {
      minPhaseMs: input.lmBuildMinMs ?? readLmBuildMinMs(),
      log: app.log,
    });
    const buildId = createBuildIdSource({
      fixed: options.buildId,
      dev: options.dev,
      distDir: options.distDir,
    });
    const commitHash = createCommitHashSource({
      fixed: process.env.COMMIT_HASH,
      dev: options.dev,
      distDir: options.distDir,
      repoRoot: REPO_ROOT,
    });
    registerConfigRoute(app, { ...options, buildId, commitHash });
    registerVersionRoutes(app, buildId, options.allowTestHooks);
    if (options.allowTestHooks) registerTestHooks(app, { db: database.db, verifyToken });
    registerLocalesRoute(app, options.localesDir);
    if (options.dev) await registerConsoleDev(app, REPO_ROOT);
    else await registerConsoleStatic(app, options.distDir);
    return { app, options, database, identity, serviceRoutes, close };
  } catch (error) {
    await close();
    throw error;
  }
}
