import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema';
import { errorResponses } from '../shared/errors';
import type { ServiceContext } from '../shared/service';
import { ContactMessage, SentContact } from './contact.schemas';

/** `POST contact/` (spec §7): a message to the provider from any signed-in user, stored. */
export const contactRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { db }) => {
  app.post(
    '/contact/',
    {
      config: { authenticated: true, audit: false },
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to the provider (any signed-in user)',
        description: 'A 400 names the refused fields, e.g. `{ errors: { email: ["..."] } }`.',
        body: ContactMessage,
        response: { 201: SentContact, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { claims } = request;
      const [{ id }] = await db
        .insert(contactMessages)
        .values({
          ...request.body,
          senderId: claims?.sub ?? '',
          senderName: claims?.preferred_username ?? null,
        })
        .returning({ id: contactMessages.id });
      return reply.code(201).send({ id });
    },
  );
};
