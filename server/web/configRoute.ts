import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig, ServiceName } from '../../contracts/runtimeConfig';
import { CONSOLE_CLIENT_ID } from '../config';
import { SERVICE_BASE_PATHS } from '../services/shared/basePaths';
import type { BuildIdSource } from './buildId';

/** `GET /config.json`: the console's runtime configuration (one build serves any environment). */
export function registerConfigRoute(
  app: FastifyInstance,
  options: Pick<RuntimeConfig, 'productName' | 'analytics' | 'survey'> & {
    publicUrl: string;
    buildId: BuildIdSource;
    commitHash: () => Promise<string | undefined>;
  },
) {
  const { publicUrl } = options;
  const services = Object.fromEntries(
    Object.entries(SERVICE_BASE_PATHS).map(([name, path]) => [name, `${publicUrl}${path}`]),
  ) as Record<ServiceName, string>;
  app.get('/config.json', async (_request, reply): Promise<RuntimeConfig> => {
    reply.header('cache-control', 'no-store');
    const commitHash = await options.commitHash();
    return {
      productName: options.productName,
      identityUrl: publicUrl,
      clientId: CONSOLE_CLIENT_ID,
      loginPortalUrl: `${publicUrl}/portal`,
      services,
      buildId: await options.buildId.current(),
      ...(commitHash && { commitHash }),
      // Only when configured: the console leaves unconfigured adapters off.
      ...(options.analytics && { analytics: options.analytics }),
      ...(options.survey && { survey: options.survey }),
    };
  });
}
