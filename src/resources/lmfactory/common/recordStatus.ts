import type { Choice } from '../../../shared/declarations/types';

/** The statuses corpuses and dictionaries have (the service's), shown in the UI language. */
export const RECORD_STATUS_CHOICES: readonly Choice[] = [
  { id: 'available', name: 'console.recordStatus.available' },
  { id: 'archived', name: 'console.recordStatus.archived' },
];
