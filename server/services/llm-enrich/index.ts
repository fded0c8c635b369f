import { defineService } from '../shared/service';
import { instructionRoutes } from './instructions.routes';
import { packageRoutes } from './packages.routes';
import { promptRoutes } from './prompts.routes';
import { tagConfigRoutes } from './tagConfigs.routes';
import { tryPromptRoutes } from './tryPrompt.routes';

/**
 * The language-model enrichment service (spec §7, issue 15): LLM Enrich's instructions and
 * prompts (tried on a call against an OpenAI-compatible endpoint or the local extractive engine),
 * and Enrich's packages and tag configuration.
 */
export const llmEnrichService = defineService({
  name: 'llmEnrich',
  title: 'Language-model enrichment',
  description:
    'Language-model enrichment of calls: instructions (system texts), prompts (templates filled ' +
    'from a call, text or JSON answers following a JSON Schema) and their try-out on a call; ' +
    'Enrich packages (simple-rest `packages`: Moriarty tags of one language, LLM prompts and the ' +
    'clients whose calls they enrich; read with `app.enrich.packages`) and each Moriarty tag’s ' +
    'configuration (`tag-configs`: public labels, colour, priority, minimum matches, webhook; ' +
    'read with `app.enrich.tagconfig`). Changed by administrators (`global.admin`), audited. ' +
    'A client user (groups `client-<id>`) reads the packages of its clients and the tags it may ' +
    'read in Moriarty; another one is a 404.',
  routes: async (app, context) => {
    await app.register(instructionRoutes, context);
    // The try before `/prompts/:id`'s routes: a literal segment wins either way in Fastify.
    await app.register(tryPromptRoutes, context);
    await app.register(promptRoutes, context);
    await app.register(packageRoutes, context);
    await app.register(tagConfigRoutes, context);
  },
});
