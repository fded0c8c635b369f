import { demoRealm } from './demo';
import type { RealmDefinition } from './types';

export type { ClientDefinition, RealmDefinition, UserDefinition } from './types';

/** Every realm the identity server serves. */
export const realmDefinitions: readonly RealmDefinition[] = [demoRealm];
