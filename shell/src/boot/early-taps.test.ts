import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, replayEarlyTaps } from './early-taps.ts';

// jsdom lays nothing out: the element under the finger is what the test says it is.
let underFinger: Element | null = null;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root" inert><a href="/chapinero/menu">Menú</a><button type="button"><span>Agregar</span></button></div><p id="outside">Pie</p>';
  document.elementFromPoint = vi.fn(() => underFinger);
  // The page's inline script, run as the browser runs it: on its own, naming nothing of this module.
  new Function(EARLY_TAPS_SCRIPT)();
});

afterEach(() => {
  delete window.__MESA_TAPS__;
  underFinger = null;
});

const tap = (target: Element | null) => {
  underFinger = target;
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 }));
};
const root = () => document.getElementById('root') as HTMLElement;
const button = () => root().querySelector('button') as HTMLButtonElement;

describe('early taps', () => {
  it('keeps the control under a tap on the inert page once, however often it is tapped, and leaves it inert', () => {
    tap(button().querySelector('span'));
    tap(button());
    tap(root().querySelector('a'));
    tap(button());
    expect(window.__MESA_TAPS__).toEqual([button(), root().querySelector('a')]);
    expect(root().hasAttribute('inert')).toBe(true);
  });

  it('keeps nothing outside the page, off a control, or once the page is live', () => {
    tap(document.getElementById('outside'));
    tap(root());
    tap(null);
    root().removeAttribute('inert');
    tap(button());
    expect(window.__MESA_TAPS__).toEqual([]);
  });

  it('replays each kept control once, in order, and drops one the page no longer has', () => {
    const answered: string[] = [];
    button().addEventListener('click', () => answered.push('add'));
    const link = root().querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      answered.push('menu');
    });
    tap(button());
    tap(link);
    link.remove();
    root().removeAttribute('inert');
    replayEarlyTaps();
    replayEarlyTaps();
    expect(answered).toEqual(['add']);
    expect(window.__MESA_TAPS__).toEqual([]);
  });
});
