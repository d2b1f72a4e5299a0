import { describe, expect, it } from 'vitest';
import { waitWording } from './wait.ts';

describe('waitWording', () => {
  it('says roughly how long, rounded up, in the largest unit that fits, in each language', () => {
    expect(waitWording(45_000, 'es')).toBe('45 segundos');
    expect(waitWording(3_480_000, 'es')).toBe('58 minutos');
    // 58 minutes and 10 seconds: waiting 58 would be too soon.
    expect(waitWording(3_490_000, 'en')).toBe('59 minutes');
    expect(waitWording(60_000, 'pt')).toBe('1 minuto');
    expect(waitWording(3 * 3600_000, 'pt')).toBe('3 horas');
    expect(waitWording(200, 'en')).toBe('1 second');
  });
});
