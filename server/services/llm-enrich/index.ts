import { defineService } from '../shared/service';
import { packageRoutes } from './packages.routes';
import { tagConfigRoutes } from './tagConfigs.routes';

/**
 * Language-model enrichment service (spec §7): Enrich packages and tag configuration (issue 15).
 */
export const llmEnrichService = defineService({
  name: 'llmEnrich',
  title: 'Language-model enrichment',
  description:
    'Enrich packages (simple-rest `packages`: Moriarty tags of one language, LLM prompts and the ' +
    'clients whose calls they enrich; read with `app.enrich.packages`) and each Moriarty tag’s ' +
    'configuration (`tag-configs`: public labels, colour, priority, minimum matches, webhook; ' +
    'read with `app.enrich.tagconfig`). Changed by administrators (`global.admin`), audited. ' +
    'A client user (groups `client-<id>`) reads the packages of its clients and the tags it may ' +
    'read in Moriarty; another one is a 404.',
  routes: async (app, context) => {
    await app.register(packageRoutes, context);
    await app.register(tagConfigRoutes, context);
  },
});
