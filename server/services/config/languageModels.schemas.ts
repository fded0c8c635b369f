import { z } from 'zod';
import { msg } from '../../shared/messages';
import { booleanField, recordId } from '../shared/fields';

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

const MAX_ALIAS = 64;
const MAX_ALIASES = 50;

/** An alias: trimmed, 1 to 64 characters of a conservative charset (it names the model in APIs). */
export const alias = z
  .string({ error: msg('field.string') })
  .trim()
  .min(1, { error: msg('field.required'), abort: true })
  .max(MAX_ALIAS, { error: msg('field.tooLong', { max: MAX_ALIAS }), abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, msg('config.aliasCharacters'));

/** A list of aliases without duplicates (case ignored, as in the clash check). */
const aliasList = z
  .array(alias, { error: msg('config.aliasList') })
  .max(MAX_ALIASES, msg('config.tooManyAliases', { max: MAX_ALIASES }))
  .superRefine((aliases, context) => {
    const seen = new Set<string>();
    for (const name of aliases) {
      if (seen.has(name.toLowerCase())) {
        context.addIssue({ code: 'custom', message: msg('config.aliasTwice', { alias: name }) });
      }
      seen.add(name.toLowerCase());
    }
  });

export const ConfigListQuery = z.strictObject({
  codename: z
    .string()
    .trim()
    .min(1, msg('field.required'))
    .max(255, msg('field.tooLong', { max: 255 }))
    .optional()
    .describe('The configuration of the model with this codename'),
  alias: alias.optional().describe('Configurations having this alias (case ignored)'),
  iso_alias: alias.optional().describe('Configurations having this H2B alias (case ignored)'),
});

export const ConfigParams = z.strictObject({ id: recordId });

/**
 * Body of `PUT language_models/{configId}` (spec §7): aliases, enabled, iso_aliases, public. The
 * console may send all four or only the one it changes; omitted fields stay as they are.
 */
export const UpdateConfig = z
  .strictObject({
    aliases: aliasList.optional(),
    enabled: booleanField().optional(),
    iso_aliases: aliasList.optional(),
    public: booleanField().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    msg('config.fieldRequired'),
  );
export type UpdateConfig = z.infer<typeof UpdateConfig>;

/** Spec §5 and §8: an alias clash, `Alias "{alias}" already exist` in English (a message token). */
export const aliasClashMessage = (name: string) => msg('config.aliasClash', { alias: name });
