import { describe, expect, it } from 'vitest';
import { instanceConfigSchema, REMOTE_NAMES, supplierResponseSchema } from 'shared-contracts/schemas';
import { expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();

async function config(domain: string, host = 'localhost') {
  const res = await request(api, `/experience/${domain}/config`, { host });
  expect(res.status).toBe(200);
  return expectSchema(instanceConfigSchema, res.json);
}

describe('GET /experience/{domain}/config', () => {
  it('la-brasa.localhost: theme, 3 suppliers, every remote enabled', async () => {
    const c = await config('la-brasa.localhost', 'la-brasa.localhost');
    expect(c.slug).toBe('la-brasa');
    expect(c.name).toBe('La Brasa');
    expect(c.status).toBe('active');
    expect(c.currency).toBe('COP');
    expect(c.theme.theme_color).toBe('#C8102E');
    expect(c.contracts_version).toBe('1.0');
    expect(c.suppliers.map((s) => s.slug)).toEqual(['chapinero', 'usaquen', 'el-poblado']);
    const chapinero = c.suppliers[0];
    expect(chapinero?.count_services).toBe(5);
    expect(chapinero?.city).toBe('Bogotá');
    expect(c.suppliers[1]?.count_services).toBe(2);
    expect(c.suppliers[2]?.count_services).toBe(2);
    expect(c.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(c.remotes.every((r) => r.enabled)).toBe(true);
    expect(c.remotes.find((r) => r.name === 'menu')?.entry).toBe('http://localhost:5175/mf-manifest.json');
    expect(c.remotes.find((r) => r.name === 'landing')?.entry).toBe('http://localhost:5174/mf-manifest.json');
    expect(c.linktree).toHaveLength(7);
    expect(c.flags.impoconsumo_label).toBe(true);
  });

  it('turns fixture image paths into absolute URLs on the public API origin, whatever the Host', async () => {
    const c = await config('la-brasa.localhost', 'la-brasa.localhost');
    expect(c.header.logo).toBe(`http://localhost:${api.port}/images/la-brasa-logo.svg`);
    expect(c.theme.suppliers_background_image).toBe(
      `http://localhost:${api.port}/images/la-brasa-background.svg`,
    );
    const cafe = await config('cafe-cerrado.localhost');
    expect(cafe.theme.suppliers_background_image).toBe('');
    expect(cafe.meta.favicon).toBe(`http://localhost:${api.port}/images/cafe-logo.svg`);
  });

  it('carries the operator’s popup with its image made absolute, and null where none is configured', async () => {
    const zumeria = await config('zumeria-tropical.localhost');
    expect(zumeria.popup).toEqual({
      id: 'segundo-jugo-2025',
      title: '¡El segundo jugo a mitad de precio!',
      body: 'Todos los días de 2 a 5 p. m. en nuestras dos sedes de Cali.',
      image: `http://localhost:${api.port}/images/limonada.svg`,
      link: { url: 'https://zumeria.example/promociones', label: 'Ver promociones' },
    });
    expect((await config('la-brasa.localhost')).popup).toBeNull();
    // Hostile values travel as the operator typed them; the page renders them inert.
    const hostile = await config('zona-hostil.localhost');
    expect(hostile.popup?.image).toBe('javascript:window.__pwned=1');
  });

  it('accepts the domain with a port', async () => {
    const c = await config('la-brasa.localhost:5173');
    expect(c.slug).toBe('la-brasa');
  });

  it('taqueria-lupita has the booking remote disabled', async () => {
    const c = await config('taqueria-lupita.localhost');
    expect(c.slug).toBe('taqueria-lupita');
    expect(c.currency).toBe('MXN');
    const byName = Object.fromEntries(c.remotes.map((r) => [r.name, r.enabled]));
    expect(byName).toEqual({
      landing: true,
      menu: true,
      checkout: true,
      booking: false,
      delivery: true,
      staff: true,
    });
  });

  it('cafe-cerrado is locked but still answers', async () => {
    const c = await config('cafe-cerrado.localhost');
    expect(c.status).toBe('locked');
    expect(c.suppliers.map((s) => s.slug)).toEqual(['centro']);
  });

  it('localhost, 127.0.0.1 and an unknown *.localhost get the default instance', async () => {
    expect((await config('localhost')).slug).toBe('la-brasa');
    expect((await config('localhost:5173')).slug).toBe('la-brasa');
    expect((await config('127.0.0.1:4000')).slug).toBe('la-brasa');
    expect((await config('nobody.localhost')).slug).toBe('la-brasa');
  });

  it('every instance config parses', async () => {
    for (const d of ['hotel-mirador', 'menu-nuevo', 'mesa-directa']) {
      const c = await config(`${d}.localhost`);
      expect(c.slug).toBe(d);
    }
  });

  it('an unknown public domain is a 404 instance_not_found', async () => {
    const res = await request(api, '/experience/example.com/config');
    expectApiError(res, 404, 'instance_not_found');
  });

  it('sends an ETag with no-cache and answers 304 on If-None-Match', async () => {
    const first = await request(api, '/experience/la-brasa.localhost/config');
    expect(first.status).toBe(200);
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await request(api, '/experience/la-brasa.localhost/config', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    expect(second.headers['etag']).toBe(etag);
    const other = await request(api, '/experience/la-brasa.localhost/config', {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.status).toBe(200);
  });
});

describe('GET /experience/{domain}/suppliers|branches/{id}', () => {
  it('finds a branch by slug and by numeric id', async () => {
    for (const kind of ['suppliers', 'branches']) {
      const bySlug = await request(api, `/experience/la-brasa.localhost/${kind}/chapinero`);
      expect(bySlug.status).toBe(200);
      const s = expectSchema(supplierResponseSchema, bySlug.json).supplier;
      expect(s.slug).toBe('chapinero');
      expect(s.label).toBe('La Brasa Chapinero');
      expect(s.on_table_class).toBe('checkout');
      expect(s.payment_methods).toContain('nequi');
      expect(s.banners[0]?.image).toBe(`http://localhost:${api.port}/images/banner-churrasco.svg`);
      const byId = await request(api, `/experience/la-brasa.localhost/${kind}/${s.id}`);
      expect(byId.status).toBe(200);
      expect(expectSchema(supplierResponseSchema, byId.json).supplier.slug).toBe('chapinero');
    }
  });

  it("another instance's branch is a 404", async () => {
    const res = await request(api, '/experience/la-brasa.localhost/suppliers/roma-norte');
    expectApiError(res, 404, 'supplier_not_found');
    const lupita = await request(api, '/experience/taqueria-lupita.localhost/suppliers/roma-norte');
    const roma = expectSchema(supplierResponseSchema, lupita.json).supplier;
    const cross = await request(api, `/experience/la-brasa.localhost/branches/${roma.id}`);
    expectApiError(cross, 404, 'supplier_not_found');
  });

  it('hotel-mirador branch offers room service', async () => {
    const res = await request(api, '/experience/hotel-mirador.localhost/suppliers/miraflores');
    const s = expectSchema(supplierResponseSchema, res.json).supplier;
    expect(s.service_room).toBe(true);
    expect(s.on_table_class).toBe('checkout_plazoleta');
  });
});
