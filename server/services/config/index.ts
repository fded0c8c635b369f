import { defineService } from '../shared/service';
import { appRoutes } from './apps.routes';
import { languageModelConfigRoutes } from './languageModels.routes';

/** Configuration service (spec §7): language-model configurations and the apps using them. */
export const configService = defineService({
  name: 'config',
  title: 'Configuration',
  description:
    'How built language models are exposed (aliases, H2B aliases, enabled, public) and the apps ' +
    'that use them.',
  routes: async (app, context) => {
    await app.register(languageModelConfigRoutes, context);
    await app.register(appRoutes, context);
  },
});
