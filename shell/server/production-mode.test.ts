import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SHELL = join(import.meta.dirname, '..');

/**
 * Which of React's builds a fresh Node process gets after `production-mode.ts`, with `nodeEnv` as its
 * NODE_ENV: the development build exports `act` (for tests), the production build does not.
 */
function reactBuildLoaded(nodeEnv: string | undefined): string {
  const script = [
    "await import('./server/production-mode.ts');",
    "const React = (await import('react')).default;",
    "console.log(typeof React.act === 'function' ? 'development' : 'production');",
  ].join('\n');
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: SHELL,
    env,
    encoding: 'utf8',
  }).trim();
}

describe("the shell's server renders with React's production build", () => {
  it('when the environment does not say otherwise', () => {
    expect(reactBuildLoaded(undefined)).toBe('production');
  });

  it('and with its development build when NODE_ENV says so', () => {
    expect(reactBuildLoaded('development')).toBe('development');
  });

  it('because the server imports the setting before anything else', () => {
    const main = readFileSync(join(SHELL, 'server', 'main.ts'), 'utf8');
    expect(main.match(/^import .*$/m)?.[0]).toBe("import './production-mode.ts';");
  });
});
