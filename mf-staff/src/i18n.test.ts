import { describe, expect, it } from 'vitest';
import { STAFF_TEXTS } from './i18n.ts';

describe('staff texts', () => {
  it('says everything in es, en and pt', () => {
    const keys = (texts: Record<string, string>) => Object.keys(texts).sort();
    expect(keys(STAFF_TEXTS.en)).toEqual(keys(STAFF_TEXTS.es));
    expect(keys(STAFF_TEXTS.pt)).toEqual(keys(STAFF_TEXTS.es));
  });
});
