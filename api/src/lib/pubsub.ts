import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/**
 * Publish/subscribe between everything that serves one database: a change made by any API process
 * reaches the subscribers of every process. On PostgreSQL it goes through LISTEN/NOTIFY (one channel,
 * the topic inside the payload); on the embedded database, which only one process may open, it stays in
 * the process. Messages are small announcements (`{ version }`), never the data: a subscriber reads
 * what changed from the database, so a lost message costs a late update, never a wrong one.
 */
export type PubSubEvent = { type: 'message'; message: unknown } | { type: 'resync' };
export type PubSubListener = (event: PubSubEvent) => void;

export interface Subscription {
  unsubscribe(): void;
}

/** One message (JSON, under 7 KB) for every subscriber of `topic` in every process. */
export interface Announcement {
  topic: string;
  message: object;
}

export interface PubSub {
  /** Announces each message to its topic's subscribers in every process, in one round trip. */
  publish(...announcements: Announcement[]): Promise<void>;
  /**
   * Resolves once the subscription is live: a publish that starts after it is delivered. `resync` is
   * sent after the connection to PostgreSQL was lost and came back (messages may have been missed).
   */
  subscribe(topic: string, listener: PubSubListener): Promise<Subscription>;
  close(): Promise<void>;
}

export interface PubSubLogger {
  warn(obj: object, msg: string): void;
}

/** The PostgreSQL channel every process listens on. */
export const PUBSUB_CHANNEL = 'mesa_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7000;

/** Local delivery: topic → listeners. */
class Topics {
  readonly #listeners = new Map<string, Set<PubSubListener>>();

  add(topic: string, listener: PubSubListener): Subscription {
    let set = this.#listeners.get(topic);
    if (!set) {
      set = new Set();
      this.#listeners.set(topic, set);
    }
    set.add(listener);
    return {
      unsubscribe: () => {
        set.delete(listener);
        if (set.size === 0 && this.#listeners.get(topic) === set) this.#listeners.delete(topic);
      },
    };
  }

  deliver(topic: string, event: PubSubEvent): void {
    for (const listener of [...(this.#listeners.get(topic) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One broken subscriber must not keep the others from their message.
      }
    }
  }

  deliverAll(event: PubSubEvent): void {
    for (const topic of [...this.#listeners.keys()]) this.deliver(topic, event);
  }

  get size(): number {
    return this.#listeners.size;
  }
}

function encode(topic: string, message: object): string {
  const payload = JSON.stringify({ topic, message });
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new Error(`pubsub message for ${topic} is too large for NOTIFY`);
  }
  return payload;
}

/** The embedded engine: one process, so delivery in memory (asynchronously, like NOTIFY after a commit). */
export function createInProcessPubSub(): PubSub {
  const topics = new Topics();
  return {
    publish: async (...announcements) => {
      const payloads = announcements.map(({ topic, message }) => ({
        topic,
        payload: encode(topic, message),
      }));
      queueMicrotask(() => {
        for (const { topic, payload } of payloads) {
          const parsed = JSON.parse(payload) as { message: unknown };
          topics.deliver(topic, { type: 'message', message: parsed.message });
        }
      });
    },
    subscribe: async (topic, listener) => topics.add(topic, listener),
    close: async () => undefined,
  };
}

/**
 * PostgreSQL: NOTIFY through the pool, LISTEN on one dedicated connection opened at the first
 * subscription. A lost listening connection is reopened (1 s, then up to 10 s apart) and every
 * subscriber gets `resync`; the process never stops over it.
 */
export function createPostgresPubSub(options: { db: Db; databaseUrl: string; log: PubSubLogger }): PubSub {
  const topics = new Topics();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = 1000;
  let closed = false;

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== PUBSUB_CHANNEL || !note.payload) return;
    try {
      const { topic, message } = JSON.parse(note.payload) as { topic: string; message: unknown };
      topics.deliver(topic, { type: 'message', message });
    } catch {
      options.log.warn({ payload: note.payload }, 'pubsub: unreadable notification ignored');
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => topics.deliverAll({ type: 'resync' }),
        () => scheduleReconnect(),
      );
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10_000);
  };

  const onLost = (lost: pg.Client, err?: Error) => {
    if (client !== lost) return;
    client = undefined;
    if (closed) return;
    options.log.warn({ err }, 'pubsub: listening connection lost; reconnecting');
    scheduleReconnect();
  };

  const connect = (): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      });
      next.on('notification', onNotification);
      next.on('error', (err) => onLost(next, err));
      next.on('end', () => onLost(next));
      try {
        await next.connect();
        await next.query(`listen ${PUBSUB_CHANNEL}`);
      } catch (err) {
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        throw err;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      retryDelay = 1000;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    publish: async (...announcements) => {
      if (announcements.length === 0) return;
      const notifies = announcements.map(
        ({ topic, message }) => sql`pg_notify(${PUBSUB_CHANNEL}, ${encode(topic, message)})`,
      );
      await options.db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
    },
    subscribe: async (topic, listener) => {
      const subscription = topics.add(topic, listener);
      try {
        await connect();
      } catch (err) {
        // Not live yet: the subscriber still gets `resync` once the connection comes back.
        scheduleReconnect();
        options.log.warn({ err }, 'pubsub: cannot listen yet; retrying');
      }
      return subscription;
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
