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

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  platform.app.log.info(`${signal}: closing`);
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
