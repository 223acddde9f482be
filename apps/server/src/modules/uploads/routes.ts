import type { FastifyInstance } from 'fastify';

export async function uploadRoutes(_app: FastifyInstance) {}
