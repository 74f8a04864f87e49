import type { FastifyRequest } from 'fastify';

import type { ClientMeta } from './session.service';

export const clientMeta = (req: FastifyRequest): ClientMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
