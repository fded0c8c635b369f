import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from '../lm-factory/textFields';
import { recordId } from '../shared/fields';

/** A language model's configuration as the service returns it (spec §3). */
export const LanguageModelConfig = z.object({
  id: z
    .number()
    .int()
    .describe('Configuration id (`configId` of `PUT language_models/{configId}`)'),
  codename: z.string().describe('Codename of the LM Factory model'),
  name: z.string().describe('The model’s label when it was built'),
  language: z.string(),
  description: z.string(),
  aliases: z.array(z.string()),
  iso_aliases: z.array(z.string()).describe('H2B aliases'),
  enabled: z.boolean(),
  public: z.boolean(),
});
export type LanguageModelConfig = z.infer<typeof LanguageModelConfig>;

const ALIAS_MESSAGE = 'Letters, digits, ".", "_" and "-" only, starting with a letter or digit';

/** An alias: trimmed, 1 to 64 characters of a conservative charset (it names the model in APIs). */
export const alias = z
  .string({ error: 'Must be a string' })
  .trim()
  .min(1, { error: 'Required', abort: true })
  .max(64, { error: 'At most 64 characters', abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, ALIAS_MESSAGE);

/** A list of aliases without duplicates (case ignored, as in the clash check). */
const aliasList = z
  .array(alias, { error: 'Must be a list of aliases' })
  .max(50, 'At most 50 aliases')
  .superRefine((aliases, context) => {
    const seen = new Set<string>();
    for (const name of aliases) {
      if (seen.has(name.toLowerCase())) {
        context.addIssue({ code: 'custom', message: `Alias "${name}" is listed twice` });
      }
      seen.add(name.toLowerCase());
    }
  });

export const ConfigListQuery = z.strictObject({
  codename: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(255, 'At most 255 characters')
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .describe('The configuration of the model with this codename'),
  alias: alias.optional().describe('Configurations having this alias (case ignored)'),
  iso_alias: alias.optional().describe('Configurations having this H2B alias (case ignored)'),
});

export const ConfigParams = z.strictObject({ id: recordId });

const ANY_FIELD_MESSAGE = 'Give at least one of aliases, enabled, iso_aliases, public';

/**
 * Body of `PUT language_models/{configId}` (spec §7): aliases, enabled, iso_aliases, public. The
 * console may send all four or only the one it changes; omitted fields stay as they are.
 */
export const UpdateConfig = z
  .strictObject({
    aliases: aliasList.optional(),
    enabled: z.boolean({ error: 'Must be true or false' }).optional(),
    iso_aliases: aliasList.optional(),
    public: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ANY_FIELD_MESSAGE);
export type UpdateConfig = z.infer<typeof UpdateConfig>;

/** Spec §5 and §8: the exact text of an alias clash. */
export const aliasClashMessage = (name: string) => `Alias "${name}" already exist`;
