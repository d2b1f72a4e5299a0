import { vitestConfig } from '../vitest.shared.ts';

export default vitestConfig({ environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] });
