import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { IMAGES_DIR } from '../seed/fixtures.ts';

/** The fixture images under `/images/` (JSON bodies point at them with absolute URLs). */
export const staticFilesPlugin = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: IMAGES_DIR,
      prefix: '/images/',
      decorateReply: false,
      maxAge: '30d',
      immutable: false,
      index: false,
      list: false,
    });
  },
  { name: 'static-files' },
);
