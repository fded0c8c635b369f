import { readPlatformOptions } from './config';
import { buildPlatform } from './platform';

// `npm start` / `npm run serve` / `npm run dev` (--dev): the local platform on PORT.
const options = readPlatformOptions();
const platform = await buildPlatform({ ...options, logger: { level: 'info' } });
await platform.app.listen({ port: options.port, host: options.host });
platform.app.log.info(
  `${options.productName} at ${options.publicUrl}/ (${options.dev ? 'dev, hot reload' : 'dist/'}; ` +
    `${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})`,
);

/** In-flight requests and background work get this long to finish after SIGTERM. */
const SHUTDOWN_LIMIT_MS = Number(process.env.SHUTDOWN_LIMIT_MS ?? 10_000);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  platform.app.log.info(`${signal}: closing`);
  setTimeout(() => {
    platform.app.log.error(`still closing after ${SHUTDOWN_LIMIT_MS} ms: exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  platform.close().then(
    () => process.exit(0),
    (error: unknown) => {
      platform.app.log.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
