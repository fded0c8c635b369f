import { registry } from '../../src/app/registry';

// The declarations' own fields, inputs and filter inputs load on demand in the browser (issue 16:
// onDemand); loaded here at once, as setup.ts does for the views, so that a test waits on a
// view's content, never on the module loader. Not in the module-mocking tests' setup: it imports
// the registry, which those tests replace.
const onDemandParts = registry.resources.flatMap((resource) => [
  ...resource.fields.flatMap((field) => [field.Field, field.Input]),
  ...(resource.data.shape === 'serverPaged' ? resource.data.filters.map(({ Input }) => Input) : []),
]);

// One after the other, as in setup.ts (Node's require of an ES module being loaded fails).
for (const part of onDemandParts)
  await (part as { load?: () => Promise<unknown> } | undefined)?.load?.();
