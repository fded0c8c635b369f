/** Every role the console knows (spec §6). Having a role = its name maps to true in the role map. */
export const ROLES = [
  'app.config.batch',
  'app.config.client',
  'app.config.ftp_account',
  'app.config.packages',
  'app.config.stream',
  'app.console.batch',
  'app.console.h2b',
  'app.enrich.packages',
  'app.enrich.tagconfig',
  'app.llm_enrich.instructions',
  'app.llm_enrich.prompts',
  'app.lm_factory.corpuses',
  'app.lm_factory.dictionaries',
  'app.lm_factory.language_models',
  'app.moriarty.clues',
  'app.moriarty.tags',
  'app.phonelines.gdpr',
  'app.phonelines.list',
  'app.scribr.analytics',
  'app.scribr.annotations',
  'app.scribr.call_list',
  'feat.scribr.alpha',
  'feat.scribr.beta',
  'feat.scribr.call_number',
  'feat.scribr.call_summary',
  'feat.scribr.developer',
  'feat.scribr.prx',
  'global.admin',
] as const;

export type Role = (typeof ROLES)[number];

/** Role name → granted. Built from the access token's resource_access[clientId].roles. */
export type RoleMap = Partial<Record<string, boolean>>;

export const ADMIN_ROLE: Role = 'global.admin';

export const hasRole = (roles: RoleMap, role: Role | ''): boolean =>
  role === '' || roles[role] === true;

export const isAdmin = (roles: RoleMap): boolean => roles[ADMIN_ROLE] === true;
