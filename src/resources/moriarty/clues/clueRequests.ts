import type { Identifier, RaRecord } from 'react-admin';
import type { HttpRequestSpec } from '../../../shared/declarations/types';
import { speakerChoiceOf, speakersOf } from './speakers';

/** Spec §9: default concatenation delay of tags and clues (ms). */
export const DEFAULT_CONCATENATION_DELAY = 300;

/** Optional text fields go to the service as strings ('' when left empty, never null). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const delayOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_CONCATENATION_DELAY;

/** What clues and tags alike send when saved (spec §7): label, package, descriptions, delay. */
export const describedChanges = (data: Partial<RaRecord>) => ({
  concatenation_delay: delayOf(data.concatenation_delay),
  label: textOf(data.label),
  package: textOf(data.package),
  private_description: textOf(data.private_description),
  public_description: textOf(data.public_description),
});

/** The clue fields PATCH /clues/{id} takes (spec §7). */
export const clueChanges = (data: Partial<RaRecord>) => ({
  ...describedChanges(data),
  query: textOf(data.query),
  speakers: speakersOf(speakerChoiceOf(data.speakers)),
});

/** `POST /clues` with the clue fields and lang (spec §7); the service answers the created clue. */
export const postClue = (data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'POST',
  path: 'clues',
  body: { ...clueChanges(data), lang: data.lang },
});

/** `PATCH /clues/{id}` with exactly the fields spec §7 lists. */
export const patchClue = (id: Identifier, data: Partial<RaRecord>): HttpRequestSpec => ({
  method: 'PATCH',
  path: `clues/${encodeURIComponent(String(id))}`,
  body: clueChanges(data),
});

/** Spec §3 defaults for what the service may leave out. */
export const parseClue = (raw: Record<string, unknown>): RaRecord => ({
  ...raw,
  id: raw.id as Identifier,
  concatenation_delay: raw.concatenation_delay ?? DEFAULT_CONCATENATION_DELAY,
  speakers: Array.isArray(raw.speakers) ? raw.speakers : speakersOf('both'),
  tags: Array.isArray(raw.tags) ? raw.tags : [],
});
