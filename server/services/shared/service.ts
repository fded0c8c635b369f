import type { FifoLimiter } from '../../shared/fifoLimiter';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { Role } from '../../../contracts/roles';
import type { ServiceName } from '../../../contracts/runtimeConfig';
import type { LlmSettings } from '../../config';
import type { AppDatabase } from '../../db';
import type { VerifyToken } from '../../shared/types';
import { checkAuditDeclared, registerAudit } from './audit';
import { bearerAuth } from './auth';
import { SERVICE_BASE_PATHS } from './basePaths';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from './jsonDepth';
import { validatorCompiler } from './validation';

/** What a service's routes get: the database, the platform's public origin, a few settings. */
export interface ServiceContext {
  db: AppDatabase;
  publicUrl: string;
  /** How long an account activation link stays usable (configuration service), in seconds. */
  activationTtlSeconds: number;
  /** Admits the heavy reads (call searches, aggregations) in arrival order, a few at a time. */
  heavyReads: FifoLimiter;
  /** LLM Enrich's OpenAI-compatible endpoint, if one is configured. */
  llm?: LlmSettings;
}

export interface ServiceDefinition {
  name: ServiceName;
  /** OpenAPI title and description of the service. */
  title: string;
  description: string;
  /** The service's routes, relative to its base path (e.g. `/corpuses`). */
  routes: FastifyPluginAsyncZod<ServiceContext>;
}

export const defineService = (service: ServiceDefinition): ServiceDefinition => service;

export interface ServiceRuntime extends ServiceContext {
  verifyToken: VerifyToken;
  /** Client whose roles count (resource_access[clientId].roles): `console`. */
  clientId: string;
}

/** A route of a service as registered (the service's route table), with who may call it. */
export interface ServiceRoute {
  service: ServiceName;
  method: string;
  /** Full path, with `:param` placeholders. */
  url: string;
  access: 'public' | 'authenticated' | 'role';
  /** The roles any one of which opens a `role` route. */
  roles: readonly Role[];
}

// Every route states who may call it; a forgotten role is a start-up error, not an open endpoint.
const accessRule = (route: RouteOptions): ServiceRoute['access'] => {
  const { public: isPublic, authenticated, role, roles } = route.config ?? {};
  if (isPublic) return 'public';
  if (authenticated) return 'authenticated';
  if (role || roles?.length) return 'role';
  throw new Error(
    `${String(route.method)} ${route.url}: declare config.role, roles, authenticated or public`,
  );
};

/**
 * Mounts a service as an encapsulated plugin under its base path, with its own zod compilers,
 * CORS, OpenAPI document (`<base path>openapi.json`), bearer-token + role check on every route,
 * and NUL characters refused in every request part. Returns the service's routes (CORS
 * preflights aside).
 */
/** A text body where only JSON is read (Fastify's own refusal, worded by the catalogue). */
const unsupportedText = () =>
  Object.assign(new Error('Unsupported Media Type'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });

export async function registerService(
  app: FastifyInstance,
  service: ServiceDefinition,
  runtime: ServiceRuntime,
): Promise<ServiceRoute[]> {
  const routes: ServiceRoute[] = [];
  const basePath = SERVICE_BASE_PATHS[service.name];
  const prefix = basePath.replace(/\/$/, '');
  await app.register(
    async (instance) => {
      // zod schemas, and no NUL character anywhere in a body, query or path (see validation.ts).
      instance.setValidatorCompiler(validatorCompiler);
      instance.setSerializerCompiler(serializerCompiler);
      // JSON only, whatever parsers the root has: any other body is a 415, not input to the schemas.
      instance.removeAllContentTypeParsers();
      const parseJson = instance.getDefaultJsonParser('error', 'error');
      instance.addContentTypeParser(
        'application/json',
        { parseAs: 'string' },
        (request, body, done) => {
          // Refused before any parse or walk: a deeply nested body must not hold the event loop.
          const text = String(body); // parseAs: 'string'
          if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
          return parseJson(request, text, done);
        },
      );
      // ra-data-simple-rest sends its DELETEs as `text/plain` with no body: an empty one is
      // taken as none; any text is still a 415.
      instance.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
        String(body) === '' ? done(null, undefined) : done(unsupportedText(), undefined),
      );
      instance.decorateRequest('claims', null);
      // Bearer tokens, no cookies: reflecting any origin exposes nothing to other sites.
      await instance.register(cors, {
        origin: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // Accept-Language: error messages follow the console's language.
        allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Range'],
        exposedHeaders: ['Content-Range', 'X-Total-Count'],
        maxAge: 600,
      });
      await instance.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: service.title,
            description: `${service.description}\n\nError answers \`{ message, errors }\` are worded in the language \`Accept-Language\` prefers: \`en\` (default) or \`fr\`.`,
            version: '1.0.0',
          },
          servers: [{ url: `${runtime.publicUrl}${prefix}` }],
          components: {
            securitySchemes: {
              bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            },
          },
          security: [{ bearerAuth: [] }],
        },
        transform: jsonSchemaTransform,
      });
      instance.addHook('onRoute', (route) => {
        checkAuditDeclared(route);
        for (const method of [route.method].flat()) {
          if (method === 'OPTIONS') continue;
          const { role, roles = [] } = route.config ?? {};
          routes.push({
            service: service.name,
            method,
            url: route.url,
            access: accessRule(route),
            roles: role ? [role, ...roles] : [...roles],
          });
        }
      });
      instance.addHook('onRequest', bearerAuth(runtime.verifyToken, runtime.clientId));
      instance.get(
        '/openapi.json',
        { config: { public: true }, schema: { hide: true } },
        async () => instance.swagger(),
      );
      registerAudit(instance, { service: service.name, prefix, db: runtime.db });
      await instance.register(service.routes, {
        db: runtime.db,
        publicUrl: runtime.publicUrl,
        activationTtlSeconds: runtime.activationTtlSeconds,
        heavyReads: runtime.heavyReads,
        llm: runtime.llm,
      });
    },
    { prefix },
  );
  return routes;
}
