/**
 * The shell process's health check for a proxy or a rolling restart. While the remotes of `SSR_WARM_HOSTS`
 * are still loading it answers 503, so a restarted process is put back behind the proxy only once its first
 * page can be rendered on the server; a warm-up that gave up still ends in 200 (the first page that needs the
 * missing remote loads it, as without the warm-up).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Readiness {
  /** Marks the warm-up over (done or given up). */
  markReady(): void;
  /** Answers `/health`; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function createReadiness(ready = false): Readiness {
  let isReady = ready;
  return {
    markReady() {
      isReady = true;
    },
    handle(req, res, pathname) {
      if (pathname !== '/health') return false;
      const status = isReady ? 'ok' : 'warming';
      res.writeHead(isReady ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...(isReady ? {} : { 'retry-after': '1' }),
      });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status }));
      return true;
    },
  };
}
