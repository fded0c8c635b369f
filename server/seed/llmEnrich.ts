import { count } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { llmInstructions, llmPrompts, type LlmInstructionKind } from '../db/schema';

// Demo LLM Enrich data (issue 15), in French and English: instructions (role, style, JSON
// output) and three prompts per language — a summary, the call reason as JSON with its schema,
// the next actions. Fixed UUIDs, so that the demo and the tests can name them.

const uuidOf = (lang: 'fr' | 'en', kind: 'i' | 'p', n: number) =>
  `5eed${lang === 'fr' ? '0f' : '0e'}${kind === 'i' ? '01' : '02'}-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface SeedInstruction {
  uuid: string;
  name: string;
  lang: 'fr' | 'en';
  kind: LlmInstructionKind;
  text: string;
}

const INSTRUCTIONS: readonly SeedInstruction[] = [
  {
    uuid: uuidOf('fr', 'i', 1),
    name: 'Analyste de la relation client',
    lang: 'fr',
    kind: 'system',
    text: 'Tu es un analyste de la relation client. Tu lis la transcription d’un appel entre un client et un conseiller et tu t’en tiens aux faits dits pendant l’appel.',
  },
  {
    uuid: uuidOf('fr', 'i', 2),
    name: 'Style concis',
    lang: 'fr',
    kind: 'style',
    text: 'Réponds en français, en phrases courtes, sans formule de politesse, en trois phrases au plus.',
  },
  {
    uuid: uuidOf('fr', 'i', 3),
    name: 'Réponse JSON',
    lang: 'fr',
    kind: 'output_format',
    text: 'Réponds uniquement par un objet JSON valide, sans texte autour.',
  },
  {
    uuid: uuidOf('en', 'i', 1),
    name: 'Customer-care analyst',
    lang: 'en',
    kind: 'system',
    text: 'You are a customer-care analyst. You read the transcript of a call between a customer and an agent and stick to what was said during the call.',
  },
  {
    uuid: uuidOf('en', 'i', 2),
    name: 'Concise style',
    lang: 'en',
    kind: 'style',
    text: 'Answer in English, in short sentences, without greetings, in three sentences at most.',
  },
  {
    uuid: uuidOf('en', 'i', 3),
    name: 'JSON answer',
    lang: 'en',
    kind: 'output_format',
    text: 'Answer with a valid JSON object only, with no text around it.',
  },
];

const reasonSchema = (reasons: readonly string[]) => ({
  type: 'object',
  required: ['reason', 'detail'],
  properties: {
    reason: { type: 'string', enum: reasons },
    detail: { type: 'string', maxLength: 300 },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
  },
  additionalProperties: false,
});

const PROMPTS = [
  {
    uuid: uuidOf('fr', 'p', 1),
    name: 'Résumé de l’appel',
    lang: 'fr',
    description: 'Un résumé de l’appel en trois phrases.',
    template:
      'Résume cet appel ({{duration}} s, campagne {{campaign}}).\n\nTags détectés : {{detected_tags}}\n\nTranscription :\n{{transcript}}',
    instructionUuids: [uuidOf('fr', 'i', 1), uuidOf('fr', 'i', 2)],
    outputKind: 'text' as const,
    jsonSchema: null,
  },
  {
    uuid: uuidOf('fr', 'p', 2),
    name: 'Motif d’appel',
    lang: 'fr',
    description: 'Le motif de l’appel, en JSON.',
    template:
      'Quel est le motif de cet appel ? Propos du client :\n{{customer_turns}}\n\nTags détectés : {{detected_tags}}',
    instructionUuids: [uuidOf('fr', 'i', 1), uuidOf('fr', 'i', 3)],
    outputKind: 'json' as const,
    jsonSchema: reasonSchema(['facturation', 'résiliation', 'technique', 'commande', 'autre']),
  },
  {
    uuid: uuidOf('fr', 'p', 3),
    name: 'Prochaines actions',
    lang: 'fr',
    description: 'Ce que le conseiller ou le service doit faire après l’appel.',
    template:
      'Liste les actions à mener après cet appel du client {{client}}.\n\nTranscription :\n{{transcript}}',
    instructionUuids: [uuidOf('fr', 'i', 1), uuidOf('fr', 'i', 2)],
    outputKind: 'text' as const,
    jsonSchema: null,
  },
  {
    uuid: uuidOf('en', 'p', 1),
    name: 'Call summary',
    lang: 'en',
    description: 'A three-sentence summary of the call.',
    template:
      'Summarise this call ({{duration}} s, campaign {{campaign}}).\n\nDetected tags: {{detected_tags}}\n\nTranscript:\n{{transcript}}',
    instructionUuids: [uuidOf('en', 'i', 1), uuidOf('en', 'i', 2)],
    outputKind: 'text' as const,
    jsonSchema: null,
  },
  {
    uuid: uuidOf('en', 'p', 2),
    name: 'Call reason',
    lang: 'en',
    description: 'Why the customer called, as JSON.',
    template:
      'Why did the customer call? What they said:\n{{customer_turns}}\n\nDetected tags: {{detected_tags}}',
    instructionUuids: [uuidOf('en', 'i', 1), uuidOf('en', 'i', 3)],
    outputKind: 'json' as const,
    jsonSchema: reasonSchema(['billing', 'cancellation', 'technical', 'order', 'other']),
  },
  {
    uuid: uuidOf('en', 'p', 3),
    name: 'Next actions',
    lang: 'en',
    description: 'What the agent or the team should do after the call.',
    template:
      'List the actions to take after this call from {{client}}.\n\nTranscript:\n{{transcript}}',
    instructionUuids: [uuidOf('en', 'i', 1), uuidOf('en', 'i', 2)],
    outputKind: 'text' as const,
    jsonSchema: null,
  },
];

/** UUIDs of the demo records, for tests. */
export const SEED_LLM_UUIDS = {
  frSummary: uuidOf('fr', 'p', 1),
  enReason: uuidOf('en', 'p', 2),
  frSystem: uuidOf('fr', 'i', 1),
  enSystem: uuidOf('en', 'i', 1),
};

/** The demo instructions and prompts, when there are none. */
export async function seedLlmEnrich(db: AppDatabase): Promise<void> {
  const [{ instructions }] = await db.select({ instructions: count() }).from(llmInstructions);
  const [{ prompts }] = await db.select({ prompts: count() }).from(llmPrompts);
  if (instructions === 0) await db.insert(llmInstructions).values([...INSTRUCTIONS]);
  if (prompts === 0 && instructions === 0)
    await db.insert(llmPrompts).values(PROMPTS.map((prompt) => ({ ...prompt, temperature: 0.2 })));
}
