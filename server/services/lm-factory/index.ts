import { defineService } from '../shared/service';
import { corpusRoutes } from './corpuses.routes';

/** LM Factory: language models, corpuses, dictionaries (spec §7). Corpuses so far. */
export const lmFactoryService = defineService({
  name: 'lmFactory',
  title: 'LM Factory',
  description: 'Language models, corpuses and dictionaries of the speech platform.',
  routes: async (app, context) => {
    await app.register(corpusRoutes, context);
  },
});
