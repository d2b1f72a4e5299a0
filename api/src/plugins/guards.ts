import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** Checks every request must pass before its own schema is applied. */
export const guardsPlugin = fp(
  async (app) => {
    // PostgreSQL text cannot hold NUL characters: refuse them up front instead of failing in the database.
    app.addHook('preValidation', async (req) => {
      if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body) || hasNul(req.headers)) {
        throw new HttpError(400, 'bad_request', 'NUL characters are not accepted');
      }
    });
  },
  { name: 'guards' },
);
