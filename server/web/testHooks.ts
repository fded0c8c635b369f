import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSOLE_CLIENT_ID } from '../config';
import type { AppDatabase } from '../db';
import { calls, campaigns, CALL_STATUSES, type DetectedTag } from '../db/schema';
import { buildCallIndex, detectTags } from '../services/moriarty/engine';
import { compileDefinitions, storedDefinitions } from '../services/moriarty/detections/recompute';
import { tokenRoles } from '../services/shared/auth';
import { errorBody } from '../services/shared/errors';
import { ADMIN_ROLE } from '../../contracts/roles';
import { bearerToken } from '../shared/tokens';
import type { VerifyToken } from '../shared/types';

/** Where the test-only call hook answers (ALLOW_TEST_HOOKS=1 only). */
export const TEST_CALLS_PATH = '/test-hooks/calls';

const text = z.string().max(10000);
const milliseconds = z.number().int().min(0).max(86_400_000);

/** Body of `POST /test-hooks/calls`: one call, as the seed stores calls. */
const TestCall = z.strictObject({
  /** Spec §9 call id (`412-20251103.7`). */
  id: z.string().regex(/^\d+-\d+\.\d+$/),
  campaign_id: z.number().int().positive(),
  lang: z.string().regex(/^[a-z]{2}$/),
  start_time: z.iso.datetime().optional(),
  duration: z.number().int().min(0).max(86_400).default(60),
  status: z.enum(CALL_STATUSES).default('qualified'),
  decisional: z.boolean().default(false),
  metadata: z.record(z.string().max(255), text).default({}),
  transcript: z
    .array(
      z.strictObject({
        speaker: z.enum(['in', 'out']),
        start: milliseconds,
        end: milliseconds,
        text,
      }),
    )
    .max(200),
});

/** The Moriarty tags the stored definitions detect in one call of `clientId`, as the seed does. */
async function detectedTags(
  db: AppDatabase,
  call: { lang: string; clientId: number; transcript: z.infer<typeof TestCall>['transcript'] },
): Promise<DetectedTag[]> {
  const engine = compileDefinitions(await storedDefinitions(db, call.lang));
  if (engine.tags.length === 0) return [];
  const [detected] = detectTags(buildCallIndex([call]), engine.tags, engine.clues);
  return engine.ownedBy(call.clientId, detected);
}

/**
 * Test hooks that change data, only with ALLOW_TEST_HOOKS=1 (never in production), and only for
 * an administrator's token: `POST /test-hooks/calls` adds one call (calls are seeded, no service
 * creates them), with the tags the stored Moriarty definitions detect in it. 201 `{ id }`; 409
 * when the id exists; 400 on a bad body or an unknown campaign.
 */
export function registerTestHooks(
  app: FastifyInstance,
  { db, verifyToken }: { db: AppDatabase; verifyToken: VerifyToken },
) {
  app.post(TEST_CALLS_PATH, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyToken(token).catch(() => null) : null;
    if (!claims) return reply.code(401).send(errorBody('Unauthorized'));
    if (!tokenRoles(claims, CONSOLE_CLIENT_ID).includes(ADMIN_ROLE)) {
      return reply.code(403).send(errorBody('Forbidden'));
    }
    const parsed = TestCall.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(errorBody('Invalid call', { body: [parsed.error.message] }));
    }
    const body = parsed.data;
    const [campaign] = await db
      .select({ clientId: campaigns.clientId })
      .from(campaigns)
      .where(eq(campaigns.id, body.campaign_id));
    if (!campaign) {
      return reply.code(400).send(errorBody('Invalid call', { campaign_id: ['Unknown campaign'] }));
    }
    const inserted = await db
      .insert(calls)
      .values({
        id: body.id,
        clientId: campaign.clientId,
        campaignId: body.campaign_id,
        startTime: body.start_time ? new Date(body.start_time) : new Date(),
        duration: body.duration,
        lang: body.lang,
        status: body.status,
        decisional: body.decisional,
        metadata: body.metadata,
        transcript: body.transcript,
        detectedTags: await detectedTags(db, { ...body, clientId: campaign.clientId }),
      })
      .onConflictDoNothing()
      .returning({ id: calls.id });
    if (inserted.length === 0) {
      return reply.code(409).send(errorBody('Call already exists', { id: [body.id] }));
    }
    return reply.code(201).send({ id: body.id });
  });
}
