import Fastify from 'fastify';
import { openDatabase } from '../../server/db';
import { registerIdentity, type Identity } from '../../server/identity';
import { freePort } from './freePort';

export interface RunningIdentity {
  baseUrl: string;
  identity: Identity;
  close(): Promise<void>;
}

/** The identity server alone on a real port (publicUrl = its origin), over PGlite in memory or
 * in `dataDir`; `port` reuses a previous run's origin (a restart). */
export async function startIdentityServer(
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningIdentity> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await openDatabase({ dataDir: options.dataDir });
  const app = Fastify();
  const identity = await registerIdentity(app, { publicUrl: baseUrl, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    identity,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
