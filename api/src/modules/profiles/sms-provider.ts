import type { FastifyBaseLogger } from 'fastify';

/** One text message to a phone in E.164 (`+573001112233`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Where the API's text messages go. The default (`logSmsProvider`) writes them to the API's log; a real
 * gateway implements `send` (resolve once the gateway accepted the message, reject when it refused it)
 * and is passed to `buildApp({ sms })`.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A message the log provider "sent", kept in memory so a test or a developer can read the code. */
export interface SentSms extends SmsMessage {
  sent_at: string;
}

/** How many messages the log provider keeps: the latest ones, for the staff outbox call. */
const OUTBOX_SIZE = 50;

export interface LogSmsProvider extends SmsProvider {
  /** The latest messages sent to `to`, newest first (the outbox of `GET /staff/sms/outbox`). */
  outbox(to?: string): SentSms[];
}

/**
 * The development provider: every message is written to the API's log (`SMS (log provider) to …`) and
 * kept in a bounded in-memory outbox, which `GET /staff/sms/outbox` (staff token, not in production)
 * returns. Nothing leaves the machine.
 */
export function logSmsProvider(log: FastifyBaseLogger): LogSmsProvider {
  const sent: SentSms[] = [];
  return {
    name: 'log',
    send: async (message) => {
      log.info({ sms: message }, `SMS (log provider) to ${message.to}: ${message.text}`);
      sent.unshift({ ...message, sent_at: new Date().toISOString() });
      sent.length = Math.min(sent.length, OUTBOX_SIZE);
    },
    outbox: (to) => sent.filter((message) => to === undefined || message.to === to),
  };
}

export const hasOutbox = (provider: SmsProvider): provider is LogSmsProvider =>
  'outbox' in provider && typeof provider.outbox === 'function';
