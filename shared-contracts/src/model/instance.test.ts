import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { $countryCode, $instance, countryCodeOf } from './instance.ts';

describe("the instance's country", () => {
  it("is the instance's own once its config is in, Colombia before", () => {
    expect(countryCodeOf(makeInstanceConfig({ country_code: 'MX' }))).toBe('MX');
    expect(countryCodeOf(null)).toBe('CO');
    const scope = fork({ values: [[$instance, makeInstanceConfig({ country_code: 'PE' })]] });
    expect(scope.getState($countryCode)).toBe('PE');
    expect(fork().getState($countryCode)).toBe('CO');
  });
});
