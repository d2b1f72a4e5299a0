import fp from 'fastify-plugin';
import { isUtf8 } from 'node:buffer';
import { HttpError } from '../lib/errors.ts';

/**
 * Text no diner types: NUL (PostgreSQL text cannot hold it), lone UTF-16 surrogates (JSON `"\ud800"`) and
 * U+FFFD, what a decoder puts where the bytes were not UTF-8 (`%FF` in a URL).
 */
// NUL is the point of this pattern.
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasBadText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => isBadText(key) || hasBadText(item, depth + 1));
}

/** Checks every request must pass before its own schema is applied. */
export const guardsPlugin = fp(
  async (app) => {
    // Fastify's JSON parser (prototype-poisoning safe), after a check that the bytes are UTF-8 at all:
    // decoding them first would turn bad bytes into U+FFFD and store the damage as data.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
      if (!isUtf8(body)) {
        done(new HttpError(400, 'bad_request', 'The body is not valid UTF-8'), undefined);
        return;
      }
      parseJson(req, body.toString('utf8'), done);
    });

    app.addHook('preValidation', async (req) => {
      if (
        hasBadText(req.params) ||
        hasBadText(req.query) ||
        hasBadText(req.body) ||
        hasBadText(req.headers)
      ) {
        throw new HttpError(
          400,
          'bad_request',
          'NUL characters, broken UTF-8 and lone surrogates are not accepted',
        );
      }
    });
  },
  { name: 'guards' },
);
