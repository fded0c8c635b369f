// Annotations are the administrators' (spec §6: "annotations (classification labels) need the
// admin role"): every route of this folder asks for `global.admin`, whose scope is every client.
export const administrators = { role: 'global.admin' } as const;

/** OpenAPI tags of the annotation routes. */
export const tags = ['annotations'];
