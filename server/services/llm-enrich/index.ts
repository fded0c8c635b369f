import { defineService } from '../shared/service';
import { instructionRoutes } from './instructions.routes';
import { promptRoutes } from './prompts.routes';
import { tryPromptRoutes } from './tryPrompt.routes';

/**
 * LLM Enrich (spec §7, issue 15): the language-model enrichment service — instructions and
 * prompts, tried on a call against an OpenAI-compatible endpoint or the local extractive engine.
 */
export const llmEnrichService = defineService({
  name: 'llmEnrich',
  title: 'LLM Enrich',
  description:
    'Language-model enrichment of calls: instructions (system texts), prompts (templates filled ' +
    'from a call, text or JSON answers following a JSON Schema) and their try-out on a call.',
  routes: async (app, context) => {
    await app.register(instructionRoutes, context);
    // The try before `/prompts/:id`'s routes: a literal segment wins either way in Fastify.
    await app.register(tryPromptRoutes, context);
    await app.register(promptRoutes, context);
  },
});
