export { demoRealm } from './demo';
export { resolveRealms } from './realmFile';
export type { ClientDefinition, RealmDefinition, UserDefinition } from './types';
