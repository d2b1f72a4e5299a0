import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $instance, $order, $supplier } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier } from 'shared-contracts/testing';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { useNewMenuRedirect } from './new-menu-guard.tsx';

afterEach(cleanup);

function Probe({ path, branch }: { path: string; branch: string }) {
  return <output>{useNewMenuRedirect(resolveRoute(path)?.route, branch) ?? 'stay'}</output>;
}

const renderGuard = (path: string, branch: string, supplierSlug = 'san-salvador') => {
  const scope = fork({
    values: [
      [$instance, makeInstanceConfig({ new_menu_v3: true })],
      [$supplier, makeSupplier({ slug: supplierSlug, on_table_class: 'basic' })],
      [$order, { service: 'on_table', subservice: null }],
    ],
  });
  render(
    <Provider value={scope}>
      <Probe path={path} branch={branch} />
    </Provider>,
  );
  return screen.getByRole('status').textContent;
};

describe('useNewMenuRedirect', () => {
  it('leaves a guarded route of the loaded basic branch for the new menu', () => {
    expect(renderGuard('/san-salvador/menu', 'san-salvador')).toBe('/newmenu/san-salvador/on_table/basic');
  });

  it('stays on other routes, and when the loaded branch is not the route’s', () => {
    expect(renderGuard('/san-salvador/reservar', 'san-salvador')).toBe('stay');
    cleanup();
    expect(renderGuard('/san-salvador/menu', 'san-salvador', 'otra')).toBe('stay');
  });
});
