const IMAGE_PATH = /^images\/[A-Za-z0-9._\-/]+$/;

/**
 * Deep copy of `value` where fixture paths like `images/x.svg` become `${origin}/images/x.svg`. `origin`
 * is the configured public origin (`publicApiOrigin`), never the request's Host: a body is then the
 * same for every diner and cannot carry a Host header someone else chose.
 */
export function absolutizeImages<T>(value: T, origin: string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return IMAGE_PATH.test(node) ? `${origin}/${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) copy[key] = walk(child);
      return copy;
    }
    return node;
  };
  return walk(value) as T;
}
