import { afterAll, describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN, parseEnv } from '../../src/config/env.ts';
import { killSpawned, PROCESS_TEST_MS, spawnNode, startApiProcess } from '../support/api-process.ts';

afterAll(() => killSpawned());

describe('NODE_ENV=production needs its own STAFF_TOKEN', () => {
  it('refuses production without one, or with the development default', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /STAFF_TOKEN: set your own secret when NODE_ENV=production/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', STAFF_TOKEN: DEV_STAFF_TOKEN })).toThrow(/STAFF_TOKEN/);
    expect(parseEnv({ NODE_ENV: 'production', STAFF_TOKEN: 'a-long-random-secret' }).STAFF_TOKEN).toBe(
      'a-long-random-secret',
    );
  });

  it('keeps the development default outside production', () => {
    expect(parseEnv({}).STAFF_TOKEN).toBe(DEV_STAFF_TOKEN);
    expect(parseEnv({ NODE_ENV: 'test' }).STAFF_TOKEN).toBe(DEV_STAFF_TOKEN);
  });

  it('the API process exits with one clear line instead of starting', async () => {
    const api = spawnNode(['src/main.ts'], {
      NODE_ENV: 'production',
      STAFF_TOKEN: undefined,
      DATA_DIR: 'memory://',
    });
    expect(await api.waitForExit()).toBe(1);
    expect(api.output()).toMatch(
      /^API not started: Invalid environment:\n {2}STAFF_TOKEN: set your own secret/,
    );
  });
});

describe('listening on every interface', () => {
  it(
    'is logged as a warning; a local host is not',
    async () => {
      const everywhere = await startApiProcess({ HOST: '0.0.0.0', DATA_DIR: 'memory://' });
      const warning = JSON.parse(await everywhere.waitForLine(/every network interface/)) as {
        level: number;
      };
      expect(warning.level).toBe(40);
      everywhere.child.kill('SIGTERM');
      expect(await everywhere.waitForExit()).toBe(0);

      const local = await startApiProcess({ HOST: '127.0.0.1', DATA_DIR: 'memory://' });
      expect(local.output()).not.toMatch(/every network interface/);
    },
    PROCESS_TEST_MS,
  );
});
