import { defineService } from '../shared/service';
import { activationRoutes } from './activations.routes';
import { appRoutes } from './apps.routes';
import { clientRoutes } from './clients.routes';
import { languageModelConfigRoutes } from './languageModels.routes';

/**
 * Configuration service (spec §7): language-model configurations, the apps using them, the
 * platform's clients and their users' account activations.
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
  },
});
