import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './session.service';

export const clientMeta = (req: FastifyRequest): ClientMeta => ({ ip: req.ip, userAgent: (req.headers['user-agent'] as string | undefined) ?? null });

/** The origin this request was made to (used for emailed links only when no site origin is configured). */
export const requestOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;
