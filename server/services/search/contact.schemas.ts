import { z } from 'zod';
import { msg } from '../../shared/messages';
import { requiredText } from '../shared/fields';

const EMAIL_MESSAGE = msg('search.email');

/** Body of `POST contact/` (spec §7): body, email, subject. */
export const ContactMessage = z.strictObject({
  body: requiredText(10000).describe('The message'),
  email: z
    .string({
      error: (issue) => (issue.input === undefined ? msg('field.required') : EMAIL_MESSAGE),
    })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE))
    .describe('Where to answer; a refused address comes back as errors.email'),
  subject: requiredText(255),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const SentContact = z.object({ id: z.number().int().describe('Id of the stored message') });
