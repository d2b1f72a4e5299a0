// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read from the disk: vitest hands a stylesheet import (`?raw` included) to the test as empty.
const css = readFileSync(new URL('./staff.css', import.meta.url), 'utf8');

/** Each rule of the sheet (those inside a media query included) as its selector and its declarations. */
function rules(sheet: string): { selector: string; declarations: Map<string, string> }[] {
  const plain = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    declarations: new Map(
      (match[2] ?? '')
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '')
        .map(([property, value]) => [property, value]),
    ),
  }));
}

/** A background that lets the page's own colour through: none, or a colour at most 20 % opaque. */
function letsThePageThrough(background: string): boolean {
  if (background === 'none' || background === 'transparent') return true;
  const alpha = /^rgba?\([^/]*\/\s*([\d.]+)(%?)\s*\)$/.exec(background);
  if (!alpha?.[1]) return false;
  const value = Number(alpha[1]) / (alpha[2] === '%' ? 100 : 1);
  return value <= 0.2;
}

const themed = (color: string) => color === 'inherit' || /^var\(--mesa-[a-z-]+\)$/.test(color);

// The instance's theme may be dark (Taquería Lupita: light text on a near-black page): the console's
// texts must read on every theme, so none may sit on a colour chosen for a light page only.
describe("the console's colours on any instance theme", () => {
  const sheet = rules(css);

  it('paints no opaque background under text it does not colour itself', () => {
    const unpaired = sheet
      .filter(({ declarations }) => {
        const background = declarations.get('background') ?? declarations.get('background-color');
        return background !== undefined && !letsThePageThrough(background) && !declarations.has('color');
      })
      .map(({ selector }) => selector);
    expect(unpaired).toEqual([]);
  });

  it("colours text with the theme's colours, or with a colour of its own only on a background of its own", () => {
    const loose = sheet
      .filter(({ declarations }) => {
        const color = declarations.get('color');
        const background = declarations.get('background') ?? declarations.get('background-color');
        return color !== undefined && !themed(color) && (!background || letsThePageThrough(background));
      })
      .map(({ selector }) => selector);
    expect(loose).toEqual([]);
  });

  it('reads the rules it checks (the sheet is parsed, not skipped)', () => {
    expect(sheet.find(({ selector }) => selector === '.st-top')?.declarations.get('color')).toBe('inherit');
  });
});
