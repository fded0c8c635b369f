import { openTestDatabase } from './support/testDatabase';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db';
import { calls, campaigns, clients } from '../../server/db/schema';
import { generateCalls, SEED_CAMPAIGNS, SEED_CLIENTS, SEED_DAYS } from '../../server/seed/calls';
import { startTestPlatform } from './support/testPlatform';

// The calls seed (architecture §8): deterministic, realistic fr/en conversations over several
// clients, campaigns and months.
const now = new Date('2026-03-18T15:00:00Z');
const generated = generateCalls({ size: 2000, now });
const texts = (call: (typeof generated)[number]) => call.transcript.map(({ text }) => text);

describe('generateCalls', () => {
  it('is deterministic: same seed and date, same calls', () => {
    const again = generateCalls({ size: 2000, now });
    expect(again).toEqual(generated);
    expect(generated.slice(0, 3).map(({ id }) => id)).toEqual(
      again.slice(0, 3).map(({ id }) => id),
    );
  });

  it('keeps the conversations of a seed whatever the date; another seed gives others', () => {
    const later = generateCalls({ size: 50, now: new Date('2027-01-05T09:00:00Z') });
    const sameDay = generateCalls({ size: 50, now });
    const byText = (list: typeof generated) =>
      list
        .map(texts)
        .map((t) => t.join('|'))
        .sort();
    expect(byText(later)).toEqual(byText(sameDay));
    const other = generateCalls({ size: 50, now, seed: 7 });
    expect(byText(other)).not.toEqual(byText(sameDay));
  });

  it('uses the call-id form of spec §9, unique, and the palette pattern (three digits first)', () => {
    const ids = generated.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^\d+-\d+\.\d+$/);
      expect(id).toMatch(/^\d{3}-\d+.\d+$/);
    }
  });

  it('spreads calls over 13 months before the seeding date, in order, on business hours', () => {
    const earliest = now.getTime() - SEED_DAYS * 86_400_000;
    const times = generated.map(({ startTime }) => startTime.getTime());
    expect(times.every((time) => time >= earliest - 86_400_000 && time <= now.getTime())).toBe(
      true,
    );
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const lastSixMonths = times.filter((time) => time >= now.getTime() - 182 * 86_400_000);
    // Six months of thirteen: a little under half of the calls.
    expect(lastSixMonths.length / times.length).toBeGreaterThan(0.35);
    expect(lastSixMonths.length / times.length).toBeLessThan(0.6);
    const hours = generated.map(({ startTime }) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric' }).format(
          startTime,
        ),
      ),
    );
    expect(hours.every((hour) => hour >= 7 && hour <= 20)).toBe(true);
  });

  it('covers every client and campaign, both languages, every status', () => {
    expect(new Set(generated.map(({ clientId }) => clientId))).toEqual(
      new Set(SEED_CLIENTS.map(({ id }) => id)),
    );
    expect(new Set(generated.map(({ campaignId }) => campaignId)).size).toBe(SEED_CAMPAIGNS.length);
    expect(SEED_CLIENTS.length).toBe(4);
    for (const client of SEED_CLIENTS) {
      const own = SEED_CAMPAIGNS.filter(({ clientId }) => clientId === client.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    const share = (keep: (call: (typeof generated)[number]) => boolean) =>
      generated.filter(keep).length / generated.length;
    expect(share(({ lang }) => lang === 'fr')).toBeGreaterThan(0.3);
    expect(share(({ lang }) => lang === 'en')).toBeGreaterThan(0.3);
    for (const status of [
      'qualified',
      'qualification_pending',
      'validity_pending',
      'void',
      'queue',
    ]) {
      expect(generated.some((call) => call.status === status)).toBe(true);
    }
    expect(share(({ status }) => status === 'qualified')).toBeGreaterThan(0.7);
    expect(share(({ decisional }) => decisional)).toBeGreaterThan(0.2);
    expect(share(({ decisional }) => decisional)).toBeLessThan(0.6);
    expect(generated.some((call) => call.status === 'void' && call.decisional)).toBe(false);
  });

  it('has metadata: agent, direction inbound/outbound, caller number', () => {
    for (const { metadata, lang } of generated) {
      expect(metadata.agent).toMatch(/^\S+ \S+/);
      expect(['inbound', 'outbound']).toContain(metadata.direction);
      expect(metadata.caller_number).toMatch(
        lang === 'fr' ? /^\+33 [67]( \d\d){4}$/ : /^\+44 7\d{3} \d{6}$/,
      );
    }
    expect(generated.some(({ metadata }) => metadata.direction === 'outbound')).toBe(true);
  });

  it('alternates customer and brand turns with believable times, and word timings where the campaign has them', () => {
    // Plain checks collected, then one assertion: millions of expect() calls would be slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, id: string) => {
      if (!ok) problems.push(`${id}: ${what}`);
    };
    const wordTimed = new Set(
      SEED_CAMPAIGNS.filter((campaign) => campaign.wordTimings).map(({ id }) => id),
    );
    for (const { id, transcript, duration, status, campaignId } of generated) {
      check(transcript.length >= 2, 'fewer than 2 turns', id);
      const speakers = new Set(transcript.map(({ speaker }) => speaker));
      check(status === 'void' || speakers.size === 2, 'one speaker only', id);
      transcript.forEach((turn, index) => {
        check(turn.end > turn.start, 'turn ends before it starts', id);
        check(index === 0 || turn.start > transcript[index - 1].start, 'turns out of order', id);
        if (!wordTimed.has(campaignId)) {
          check(turn.words === undefined, 'words on a campaign without word timings', id);
          return;
        }
        const words = turn.words ?? [];
        check(words.length > 0, 'turn without words', id);
        check(words[0]?.start === turn.start && words.at(-1)?.end === turn.end, 'word bounds', id);
        for (const word of words) {
          check(word.end > word.start, 'word ends before it starts', id);
          check(word.confidence > 0 && word.confidence <= 1, 'confidence out of ]0, 1]', id);
          check(/[\p{L}\p{N}]/u.test(word.word), `word without letters: ${word.word}`, id);
        }
      });
      check(duration * 1000 >= (transcript.at(-1)?.end ?? 0), 'duration shorter than speech', id);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('speaks real French (accents) and English, with the expressions LM Factory and Moriarty look for', () => {
    const french = generated
      .filter(({ lang }) => lang === 'fr')
      .flatMap(texts)
      .join('\n');
    const english = generated
      .filter(({ lang }) => lang === 'en')
      .flatMap(texts)
      .join('\n');
    for (const letter of ['é', 'è', 'à', 'ç', 'ê']) expect(french).toContain(letter);
    for (const expression of [
      'résilier mon abonnement',
      'numéro de commande',
      'date de livraison',
      'prendre rendez-vous',
      'geste commercial',
    ]) {
      expect(french).toContain(expression);
    }
    for (const expression of [
      'cancel my subscription',
      'delivery date',
      'order number',
      'book an appointment',
      'speak to a manager',
    ]) {
      expect(english).toContain(expression);
    }
    expect(french).not.toMatch(/[{}]/);
    expect(english).not.toMatch(/[{}]/);
    expect(english).not.toMatch(/\b(bonjour|merci|votre)\b/i);
    expect(french).not.toMatch(/\b(hello|thank you|your)\b/i);
  });
});

describe('seeding the platform', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const total = async (table: typeof calls | typeof clients | typeof campaigns) =>
    (await database.db.select({ total: count() }).from(table))[0].total;

  it('inserts clients, campaigns and seedSize calls on first start, nothing later', async () => {
    const first = await startTestPlatform({ database, seedSize: 30 });
    await first.close();
    expect(await total(clients)).toBe(SEED_CLIENTS.length);
    expect(await total(campaigns)).toBe(SEED_CAMPAIGNS.length);
    expect(await total(calls)).toBe(30);
    const second = await startTestPlatform({ database, seedSize: 50 });
    await second.close();
    expect(await total(calls)).toBe(30);
  });
});
