import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPlatform } from '../server/platform';

/** A port nobody listens on (the platform needs its public URL before it listens). */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The local platform as the benches run it: an in-memory database with the demo seed of
 * `seedSize` calls, serving the console built in `distDir`, on a free loopback port. Not yet
 * listening: `listen()` once any extra data is in.
 */
export async function benchPlatform({ distDir, seedSize }: { distDir: string; seedSize: number }) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const platform = await buildPlatform({
    database: 'memory',
    port,
    host: '127.0.0.1',
    publicUrl: baseUrl,
    distDir,
    seedSize,
    logger: false,
  });
  const listen = async () => {
    await platform.app.listen({ port, host: '127.0.0.1' });
  };
  return { platform, baseUrl, listen };
}
