import { describe, expect, it } from 'vitest';
import { tagSids } from './build-scoped-sids.ts';

describe('tagSids', () => {
  it("tags the remote's own sids with the build id, whatever the quotes", () => {
    const code = `createStore(null, { sid: 'menu/slug' });\ncreateStore(0, { sid: "menu/count" });`;
    expect(tagSids(code, 'menu', 'b1')).toBe(
      `createStore(null, { sid: 'menu/slug@b1' });\ncreateStore(0, { sid: "menu/count@b1" });`,
    );
  });

  it('leaves the shared stores and other packages alone, and two builds never share a sid', () => {
    const code = `a({ sid: 'contracts/instance' }); b({ sid: 'menuitem/x' }); c({ sid: 'menu/x' });`;
    const first = tagSids(code, 'menu', 'aaaa');
    expect(first).toBe(
      `a({ sid: 'contracts/instance' }); b({ sid: 'menuitem/x' }); c({ sid: 'menu/x@aaaa' });`,
    );
    expect(tagSids(code, 'menu', 'bbbb')).not.toBe(first);
  });
});
