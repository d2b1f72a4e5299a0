/**
 * A small bounded map (oldest entries dropped first): a cache keyed by whatever a request or a page asks
 * for must not grow without bound.
 */
export class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max = 500) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    if (!this.map.has(key) && this.map.size >= this.max) {
      const first = this.map.keys().next();
      if (!first.done) this.map.delete(first.value);
    }
    this.map.set(key, value);
  }
  /** Removes `key` only while it still holds `value` (a newer entry under the same key stays). */
  deleteIf(key: string, value: V): void {
    if (this.map.get(key) === value) this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
