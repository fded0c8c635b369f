// Prompt templates (issue 15): `{{variable}}` placeholders filled from a call. The known variables
// are checked when a prompt is saved, so that a typo is a field error, not an empty hole.

/** Variables a template may use, besides `metadata.<key>`. */
export const TEMPLATE_VARIABLES = [
  'transcript',
  'customer_turns',
  'brand_turns',
  'detected_tags',
  'call_id',
  'language',
  'client',
  'campaign',
  'duration',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_VARIABLES);
const METADATA = /^metadata\.[\w.-]{1,64}$/;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Wording of the known variables for messages. */
export const KNOWN_VARIABLES = [...TEMPLATE_VARIABLES, 'metadata.<key>']
  .map((name) => `{{${name}}}`)
  .join(', ');

export const isKnownVariable = (name: string) => KNOWN.has(name) || METADATA.test(name);

/** What is wrong with a template: unknown variables (in order, once each), an unclosed `{{`. */
export function templateProblems(template: string): { unknown: string[]; unclosedAt?: number } {
  const unknown = new Set<string>();
  for (const [, inner = ''] of template.matchAll(PLACEHOLDER)) {
    const name = inner.trim();
    if (!isKnownVariable(name)) unknown.add(name);
  }
  const rest = template.replace(PLACEHOLDER, (whole) => ' '.repeat(whole.length));
  const open = rest.indexOf('{{');
  return { unknown: [...unknown], ...(open >= 0 && { unclosedAt: open + 1 }) };
}

/** Values of a call's variables; `metadata` by key (a missing key renders as ''). */
export interface TemplateValues {
  variables: Readonly<Record<TemplateVariable, string>>;
  metadata: Readonly<Record<string, string>>;
}

/** The template with each known variable replaced (unknown ones are left as written). */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    if (KNOWN.has(name)) return values.variables[name as TemplateVariable];
    if (METADATA.test(name)) return values.metadata[name.slice('metadata.'.length)] ?? '';
    return whole;
  });
}
