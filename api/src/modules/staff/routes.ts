import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffBranchStateCall,
  staffPopupCall,
  staffRemoteSwitchCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { remoteNameSchema } from 'shared-contracts/schemas';
import { badRequest, conflict, errorAnswers } from '../../lib/errors.ts';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { isReleasePublished, loadRemotes, remoteEntryUrl } from '../../lib/remotes.ts';
import { auditActorOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { changeRemote, setBranchState, setPopup } from './queries.ts';
import { requireBranchOfPath } from '../../lib/suppliers.ts';
import { consoleRoutes } from './console-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { tableOrderRoutes } from './table-order-routes.ts';

/**
 * The restaurant's calls, registered under `/staff`: each needs the operator's token or a staff session
 * of the path's instance whose roles allow the route's capability (`lib/staff-auth/guard.ts`).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tableOrderRoutes);
  await app.register(consoleRoutes);
  await app.register(menuRoutes);

  declaredRoute(app, staffRemoteSwitchCall, {
    config: { staff: { capability: 'remotes', instance: 'path' } },
    tags: ['staff'],
    summary:
      "Switches one of an instance's remotes on or off, pins it to a published release (a canary) or back to the current build (remotes); the next config shows it",
    security: STAFF_SECURITY,
    answers: errorAnswers(400, 401, 403, 404, 409),
    handler: async (req) => {
      const remote = remoteNameSchema.safeParse(req.params.remote);
      if (!remote.success) {
        throw badRequest(`Unknown remote ${JSON.stringify(req.params.remote)}`, [
          { path: 'remote', message: `Expected one of ${remoteNameSchema.options.join(', ')}` },
        ]);
      }
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      const { release } = req.body;
      if (release && !(await isReleasePublished(remoteEntryUrl(app.env, remote.data, release)))) {
        throw conflict(
          'release_not_found',
          `Release ${release} of ${remote.data} is not published where this deployment serves it; nothing changed`,
        );
      }
      await changeRemote(app.db, instance.id, remote.data, req.body, auditActorOf(req));
      app.forgetInstances();
      return { remotes: await loadRemotes(app.db, app.env, instance.id) };
    },
  });

  declaredRoute(app, staffPopupCall, {
    config: { staff: { capability: 'branch_settings', instance: 'path' } },
    tags: ['staff'],
    summary: "Sets or removes (null) the instance's popup (branch_settings); the next config shows it",
    security: STAFF_SECURITY,
    answers: errorAnswers(400, 401, 403, 404),
    handler: async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      await setPopup(app.db, instance.id, req.body.popup, auditActorOf(req));
      app.forgetInstances();
      return { popup: req.body.popup };
    },
  });

  declaredRoute(app, staffBranchStateCall, {
    config: { staff: { capability: 'branch_settings', instance: 'path' } },
    tags: ['staff'],
    summary:
      "A branch's switches of the day: business closed, kitchen closed, delivery paused (staff token); orders are refused while they are on",
    security: STAFF_SECURITY,
    answers: errorAnswers(400, 401, 403, 404),
    handler: async (req) => {
      const { instance, branch } = await requireBranchOfPath(app.db, req.params);
      const state = await setBranchState(app.db, instance.id, branch.id, req.body, auditActorOf(req));
      app.forgetInstances();
      return state;
    },
  });
};
