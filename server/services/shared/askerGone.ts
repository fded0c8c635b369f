import type { FastifyRequest } from 'fastify';

/**
 * Whether the client that sent `request` has closed its connection (a console that timed out or
 * moved on): a heavy read still waiting for its turn is then dropped (see `createFifoLimiter`).
 */
export const askerGone = (request: FastifyRequest) => () => request.raw.socket?.destroyed === true;
