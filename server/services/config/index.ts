import { defineService } from '../shared/service';
import { activationRoutes } from './activations.routes';
import { appRoutes } from './apps.routes';
import { batchAppRoutes } from './batchApps.routes';
import { campaignRoutes } from './campaigns.routes';
import { clientRoutes } from './clients.routes';
import { languageModelConfigRoutes } from './languageModels.routes';
import { streamAppRoutes } from './streamApps.routes';

/**
 * Configuration service (spec §7): language-model configurations, the apps using them, the
 * platform's clients and their campaigns, batch and stream apps, and their users' account
 * activations.
 */
export const configService = defineService({
  name: 'config',
  title: 'Configuration',
  description:
    'How built language models are exposed (aliases, H2B aliases, enabled, public) and the apps ' +
    'that use them; the platform’s clients and the invitations of their users (account ' +
    'activations, issue 13).',
  routes: async (app, context) => {
    await app.register(languageModelConfigRoutes, context);
    await app.register(appRoutes, context);
    await app.register(clientRoutes, context);
    await app.register(activationRoutes, context);
    await app.register(campaignRoutes, context);
    await app.register(batchAppRoutes, context);
    await app.register(streamAppRoutes, context);
  },
});
