import { defineService } from '../shared/service';
import { corpusRoutes } from './corpuses.routes';
import { dictionaryRoutes } from './dictionaries.routes';
import { languageModelRoutes } from './languageModels.routes';

/** LM Factory: language models, corpuses, dictionaries (spec §7). */
export const lmFactoryService = defineService({
  name: 'lmFactory',
  title: 'LM Factory',
  description: 'Language models, corpuses and dictionaries of the speech platform.',
  routes: async (app, context) => {
    await app.register(corpusRoutes, context);
    await app.register(dictionaryRoutes, context);
    await app.register(languageModelRoutes, context);
  },
});
