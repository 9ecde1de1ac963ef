import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from '../config';

export async function registerSeo(_app: FastifyInstance, _config: EdgeConfig): Promise<void> {}
