import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { InstanceStatus } from 'shared-contracts/schemas';
import { instances } from '../db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from './errors.ts';
import { WRITE_METHODS } from './http-methods.ts';

export type InstanceRef = {
  id: number;
  slug: string;
  domain: string;
  version: number;
  /** `locked`: the site shows only its inactive page, and the API takes no diner write for it. */
  status: InstanceStatus;
};

const refColumns = {
  id: instances.id,
  slug: instances.slug,
  domain: instances.domain,
  version: instances.version,
  status: instances.status,
};

/**
 * A locked instance (only the inactive-site page) takes no diner write: no profile, table,
 * line, booking, payment or rating. 403 `instance_locked`; reads still answer (the inactive page needs the
 * config). Staff calls never come through here.
 */
export function refuseLocked(instance: InstanceRef): InstanceRef {
  if (instance.status === 'locked') {
    throw forbidden('instance_locked', 'This site is not active: it takes no orders or changes');
  }
  return instance;
}

/** Lower-cased hostname without port: `La-Brasa.localhost:5173` → `la-brasa.localhost`, `[::1]:4000` → `::1`. */
export function hostnameOf(hostOrDomain: string): string {
  const host = hostOrDomain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/.*$/, '');
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(1, end) : host;
  }
  const colon = host.indexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

/** One DNS label in ASCII (letters, digits, inner hyphens; punycode `xn--` labels included). */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ASCII_HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const IPV6 = /^[0-9a-f:.]+$/;

/**
 * An ASCII host name or an IP literal. Unicode look-alikes (`lа-brasa`, with a Cyrillic `а`) are refused
 * rather than matched or stored: a real internationalised domain arrives in its punycode form.
 */
export function isValidHostname(hostname: string): boolean {
  return (
    hostname.length <= 253 &&
    (ASCII_HOSTNAME.test(hostname) || (hostname.includes(':') && IPV6.test(hostname)))
  );
}

export function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '::1' ||
    hostname.endsWith('.localhost')
  );
}

const instanceNotFound = (what: string) => notFound('instance_not_found', `No instance answers on ${what}`);

export async function findInstanceById(db: Db, id: number): Promise<InstanceRef | undefined> {
  const [row] = await db.select(refColumns).from(instances).where(eq(instances.id, id)).limit(1);
  return row;
}

export async function findInstanceBySlug(db: Db, slug: string): Promise<InstanceRef | undefined> {
  const [row] = await db.select(refColumns).from(instances).where(eq(instances.slug, slug)).limit(1);
  return row;
}

async function findInstanceByDomain(db: Db, hostname: string): Promise<InstanceRef | undefined> {
  const [row] = await db.select(refColumns).from(instances).where(eq(instances.domain, hostname)).limit(1);
  return row;
}

/** The instance whose `customer_id` is `id`, or a 404 `instance_not_found`. */
export async function requireInstanceById(db: Db, id: number): Promise<InstanceRef> {
  const instance = await findInstanceById(db, id);
  if (!instance) throw notFound('instance_not_found', `No instance with customer_id ${id}`);
  return instance;
}

/** The instance `slug`, or a 404 `instance_not_found`. */
export async function requireInstanceBySlug(db: Db, slug: string): Promise<InstanceRef> {
  const instance = await findInstanceBySlug(db, slug);
  if (!instance) throw notFound('instance_not_found', `No instance ${slug}`);
  return instance;
}

/** What the resolvers need: the database, the environment and the instance refs of the last second. */
export type InstanceSource = Pick<FastifyInstance, 'db' | 'env' | 'instanceRefs'>;

const cachedByDomain = (source: InstanceSource, hostname: string) =>
  source.instanceRefs.lookup(`domain:${hostname}`, () => findInstanceByDomain(source.db, hostname));
const cachedBySlug = (source: InstanceSource, slug: string) =>
  source.instanceRefs.lookup(`slug:${slug}`, () => findInstanceBySlug(source.db, slug));
const cachedById = (source: InstanceSource, id: number) =>
  source.instanceRefs.lookup(`id:${id}`, () => findInstanceById(source.db, id));

/** The instance `id` for a diner's write: 404 when unknown, 403 `instance_locked` when locked. */
export async function requireWritableInstanceId(source: InstanceSource, id: number): Promise<InstanceRef> {
  const instance = await cachedById(source, id);
  if (!instance) throw notFound('instance_not_found', `No instance with customer_id ${id}`);
  return refuseLocked(instance);
}

/**
 * The instance for a host or domain (port ignored). Its own domain wins; any other local host
 * (`localhost`, `127.0.0.1`, unknown `*.localhost`) gets DEFAULT_INSTANCE; an unknown public host is a 404.
 */
export async function resolveInstanceByHost(
  source: InstanceSource,
  hostOrDomain: string,
): Promise<InstanceRef> {
  const hostname = hostnameOf(hostOrDomain);
  if (hostname.length === 0 || hostname.length > 253) throw instanceNotFound(JSON.stringify(hostOrDomain));
  if (!isValidHostname(hostname)) {
    throw badRequest(`${JSON.stringify(hostname)} is not a valid host name`, [
      { path: 'domain', message: 'Expected an ASCII host name (punycode for international names)' },
    ]);
  }
  const byDomain = await cachedByDomain(source, hostname);
  if (byDomain) return byDomain;
  if (isLocalHostname(hostname)) {
    const defaultInstance = await cachedBySlug(source, source.env.DEFAULT_INSTANCE);
    if (defaultInstance) return defaultInstance;
  }
  throw instanceNotFound(hostname);
}

/** `customer_id` header or query value: a positive integer, or undefined when absent. */
export function parseCustomerId(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) {
    throw badRequest('customer_id must be a positive integer', [
      { path: 'customer_id', message: 'Expected a positive integer' },
    ]);
  }
  const id = Number(value);
  if (id > 2147483647) throw badRequest('customer_id is out of range');
  return id;
}

/**
 * The instance of a core call: the Host's instance; on a generic local host (`localhost:4000`, which is
 * how the apps call the API) the `customer_id` header picks it. A `customer_id` that contradicts an
 * instance's own domain is a 400.
 */
export async function resolveRequestInstance(
  source: InstanceSource,
  req: FastifyRequest,
): Promise<InstanceRef> {
  const instance = await resolveSiteInstance(source, req);
  // Every diner write of a core call resolves its instance here: a locked one refuses them all at once.
  return WRITE_METHODS.has(req.method) ? refuseLocked(instance) : instance;
}

/**
 * The instance of the site a request comes from, locked or not: the staff of a locked site still sign in
 * (their calls have their own guard), and CORS only needs to know the site.
 */
export async function resolveSiteInstance(source: InstanceSource, req: FastifyRequest): Promise<InstanceRef> {
  const customerId = parseCustomerId(req.headers['customer_id']);
  const host = req.headers.host ?? 'localhost';
  const hostname = hostnameOf(host);
  const byDomain = await cachedByDomain(source, hostname);
  if (byDomain) {
    if (customerId !== undefined && customerId !== byDomain.id) {
      throw new HttpError(
        400,
        'instance_mismatch',
        `customer_id ${customerId} does not match the instance of host ${hostname}`,
      );
    }
    return byDomain;
  }
  if (customerId !== undefined) {
    if (!isLocalHostname(hostname)) throw instanceNotFound(hostname);
    const byId = await cachedById(source, customerId);
    if (!byId) throw notFound('instance_not_found', `No instance with customer_id ${customerId}`);
    return byId;
  }
  return resolveInstanceByHost(source, host);
}

/**
 * The instance of a call that names it in its query (`?customer_id=`); without it, as
 * `resolveRequestInstance` decides (`req.instance`).
 */
export async function resolveQueryInstance(
  source: InstanceSource,
  req: FastifyRequest,
  queryCustomerId: string | undefined,
): Promise<InstanceRef> {
  const customerId = parseCustomerId(queryCustomerId);
  return customerId === undefined ? req.instance : requireInstanceById(source.db, customerId);
}
