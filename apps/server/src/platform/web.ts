import type { FastifyInstance } from 'fastify';

export async function webRoutes(_app: FastifyInstance) {}
