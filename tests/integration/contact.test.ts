import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { startTestPlatform, type TestPlatform } from './support/testPlatform';

// POST contact/ on the transcription service (spec §7): body, email, subject. "Response errors
// may contain an email list": a refused address comes back as errors.email.
const url = '/services/search/api/v1/contact/';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ seedSize: 0 }, 'test-key');
});
afterAll(() => platform.close());

const send = (payload: object, as: 'admin' | 'client' | 'guest' = 'client') =>
  platform.request({ method: 'POST', url, as, payload });
const stored = async () =>
  (await platform.database.db.select({ total: count() }).from(contactMessages))[0].total;

describe('POST contact/', () => {
  it('stores the message and answers 201 with its id', async () => {
    const response = await send({
      body: 'Bonjour, je n’arrive pas à exporter mes appels.',
      email: 'claire@example.com',
      subject: 'Export des appels',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Number.isInteger(id)).toBe(true);
    const [row] = await platform.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row).toMatchObject({
      id,
      body: 'Bonjour, je n’arrive pas à exporter mes appels.',
      email: 'claire@example.com',
      subject: 'Export des appels',
      senderId: 'user-client',
      senderName: 'client',
    });
  });

  it('is open to any signed-in user, even without a role', async () => {
    const response = await send({ body: 'Hello', email: 'g@example.com', subject: 'Hi' }, 'guest');
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 without a token, storing nothing', async () => {
    const before = await stored();
    const payload = { body: 'b', email: 'a@example.com', subject: 's' };
    const response = await platform.request({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com', ''])(
    'refuses the email %j with an email error list, storing nothing',
    async (email) => {
      const before = await stored();
      const response = await send({ body: 'b', email, subject: 's' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid request body',
        errors: { email: [expect.any(String)] },
      });
      expect(response.json().errors.email[0]).toBe('Enter a valid email address');
      expect(await stored()).toBe(before);
    },
  );

  it('requires subject, body and email', async () => {
    const response = await send({ subject: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      body: ['Required'],
      email: ['Required'],
      subject: ['Required'],
    });
  });

  it('refuses unknown fields, wrong types and malformed JSON', async () => {
    const unknown = await send({
      body: 'b',
      email: 'a@example.com',
      subject: 's',
      emailAddress: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.emailAddress).toEqual(['Unknown field']);
    const wrongType = await send({ body: 5, email: 'a@example.com', subject: 's' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['body']);
    const malformed = await platform.request({
      method: 'POST',
      url,
      as: 'client',
      headers: { 'content-type': 'application/json' },
      payload: '{"body":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
