import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry (one per app, so test apps do not share counters). */
    metrics: Registry;
  }
}

/**
 * Request rates and latencies by route template (never the raw URL: ids would make one series per order),
 * the database pool's state and the process's own figures (CPU, memory, event-loop lag, GC), read by
 * `GET /staff/metrics`. Each process answers for itself; Prometheus scrapes every process.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method, route template and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = database.poolState();
        if (pool === null) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    app.decorate('metrics', registry);
    app.addHook('onResponse', async (req, reply) => {
      duration.observe(
        {
          method: req.method,
          // Unmatched URLs (scanners, typos) share one series instead of one each.
          route: req.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
