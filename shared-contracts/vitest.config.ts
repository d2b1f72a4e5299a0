import { vitestConfig } from '../vitest.shared.ts';
import { UNSHARED_ALIASES } from './build/federation.ts';

export default vitestConfig({
  environment: 'node',
  include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  // The trimmed shared modules import their libraries under these names, as the apps' builds do.
  alias: UNSHARED_ALIASES,
});
