import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { findBookingByToken, type BookingRef } from './queries.ts';

/** The request's instance's booking `id` when `token` is its token; else the 404 an unknown id gets. */
export async function requireBookingByToken(
  app: Pick<FastifyInstance, 'db' | 'env' | 'instanceRefs'>,
  req: FastifyRequest,
  id: number,
  token: string,
): Promise<BookingRef> {
  const instance = await req.instance;
  const ref = await findBookingByToken(app.db, instance.id, id, token);
  if (!ref) throw notFound('booking_not_found', 'No booking with this id and token');
  return ref;
}
