import { sql, type SQL } from 'drizzle-orm';
import { calls, classificationLabels } from '../../../db/schema';

/**
 * Whether the label's tag was detected on the call (`detected_tags` holds an entry with its id),
 * null when the label judges no tag. Containment uses the `calls_detected_tags` GIN index.
 */
export const tagDetected: SQL<boolean | null> = sql<
  boolean | null
>`(CASE WHEN ${classificationLabels.tagId} IS NULL THEN NULL ELSE ${calls.detectedTags} @> jsonb_build_array(jsonb_build_object('id', ${classificationLabels.tagId})) END)`;

/** Whether a given tag was detected on the call. */
export const detected = (tagId: number): SQL<boolean> =>
  sql<boolean>`(${calls.detectedTags} @> ${JSON.stringify([{ id: tagId }])}::jsonb)`;
