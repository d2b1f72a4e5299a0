/**
 * The server's own data path for a request's scope: every load goes to the API of this deployment
 * with this instance's headers, and nothing is cached across requests or instances (F3).
 */
import {
  loadBranchFx,
  loadMenuFx,
  menuSchema,
  supplierResponseSchema,
  type InstanceConfig,
  type Lang,
} from 'shared-contracts';

/** What a shared schema offers (zod/mini's `safeParse`), without importing zod here. */
interface Parser<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { message: string } };
}

export interface ServerData {
  handlers: [typeof loadMenuFx | typeof loadBranchFx, (slug: string) => Promise<unknown>][];
  /** Whether a load failed: the page is then rendered in the browser, which shows its own retry. */
  failed: () => boolean;
}

export function serverData(apiUrl: string, config: InstanceConfig, lang: Lang): ServerData {
  let failed = false;
  const headers = { lang, customer_id: String(config.id) };
  async function get<T>(schema: Parser<T>, path: string): Promise<T> {
    try {
      const response = await fetch(`${apiUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
      return parsed.data;
    } catch (error) {
      failed = true;
      throw error;
    }
  }
  const slugPath = (slug: string) => `/api/suppliers/${encodeURIComponent(slug)}`;
  return {
    handlers: [
      [loadMenuFx, (slug) => get(menuSchema, `${slugPath(slug)}/menu.json`)],
      [loadBranchFx, async (slug) => (await get(supplierResponseSchema, `${slugPath(slug)}.json`)).supplier],
    ],
    failed: () => failed,
  };
}
