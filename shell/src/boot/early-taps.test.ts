import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyAnswers, EARLY_TAPS_SCRIPT, replayEarlyTaps } from './early-taps.ts';

// jsdom lays nothing out: the element under the finger is what the test says it is.
let underFinger: Element | null = null;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root" inert><a href="/chapinero/menu">Menú</a><button type="button"><span>Agregar</span></button></div><p id="outside">Pie</p>';
  document.elementFromPoint = vi.fn(() => underFinger);
  // The page's inline script, run as the browser runs it: on its own, naming nothing of this module.
  // A page runs it once: its listeners go with each test, or they would answer the next test's taps.
  const listening = vi.spyOn(document, 'addEventListener');
  new Function(EARLY_TAPS_SCRIPT)();
  const listeners = [...listening.mock.calls];
  listening.mockRestore();
  stopListening = () => listeners.forEach((call) => document.removeEventListener(...call));
});

let stopListening = () => {};

afterEach(() => {
  stopListening();
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

  it('marks a kept control as waiting until its tap is replayed', () => {
    const link = root().querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    const markedWhenAnswered: boolean[] = [];
    button().addEventListener('click', () =>
      markedWhenAnswered.push(button().hasAttribute('data-early-pending')),
    );
    tap(button());
    expect(button().hasAttribute('data-early-pending')).toBe(true);
    expect(link.hasAttribute('data-early-pending')).toBe(false);
    root().removeAttribute('inert');
    replayEarlyTaps();
    expect(markedWhenAnswered).toEqual([false]);
    expect(document.querySelectorAll('[data-early-pending]')).toHaveLength(0);
  });

  it('clears the waiting marks of a page that failed to go live', () => {
    tap(button());
    tap(root().querySelector('a'));
    expect(document.querySelectorAll('[data-early-pending]')).toHaveLength(2);
    clearEarlyAnswers();
    expect(document.querySelectorAll('[data-early-pending]')).toHaveLength(0);
  });

  describe('a link whose address says all it does', () => {
    const follow = () => {
      const link = root().querySelector('a') as HTMLAnchorElement;
      link.setAttribute('data-early-follow', '');
      return link;
    };

    it('is left to the browser at once, not kept for the live page, and the page takes no more taps', () => {
      const link = follow();
      // jsdom does not go to another document (it says so on the console): the e2e follows the link.
      tap(link);
      tap(button());
      expect(window.__MESA_TAPS__).toEqual([]);
      expect(link.hasAttribute('data-early-pending')).toBe(true);
      expect(button().hasAttribute('data-early-pending')).toBe(false);
      // Leaving the page (or coming back to it) lifts the mark.
      window.dispatchEvent(new Event('pagehide'));
      expect(link.hasAttribute('data-early-pending')).toBe(false);
    });

    it('is kept as any control when tapped for a new tab', () => {
      const link = follow();
      underFinger = link;
      document.body.dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10, ctrlKey: true }),
      );
      expect(window.__MESA_TAPS__).toEqual([link]);
    });
  });

  describe('a control that opens a dialog', () => {
    const card = () => root().querySelector('li') as HTMLLIElement;
    const add = () => card().querySelector('button') as HTMLButtonElement;
    const shown = () => document.querySelectorAll('[data-early-dialog-shown]');

    beforeEach(() => {
      root().insertAdjacentHTML(
        'beforeend',
        `<li data-early-dialog-source="Empanadas">
          <p data-early-copy id="desc">Tres, de carne</p>
          <p data-early-copy data-testid="product-price"><span data-testid="price">$ 12.000</span></p>
          <p>Elige opciones</p>
          <button type="button" data-early-dialog>Agregar</button>
        </li>
        <div hidden data-early-dialog-frame><div class="backdrop"><div data-early-box>
          <h2 tabindex="-1" data-early-title></h2><div data-early-body></div>
          <button type="button" disabled>Un momento…</button><button type="button" data-early-close>Cerrar</button>
        </div></div></div>`,
      );
    });

    it('answers at once with the dialog drawn from its card, outside the inert page, and only one', () => {
      tap(add());
      tap(add());
      expect(shown()).toHaveLength(1);
      const dialog = document.querySelector('[data-early-dialog-shown] [role="dialog"]') as HTMLElement;
      expect(root().contains(dialog)).toBe(false);
      expect(dialog.getAttribute('aria-labelledby')).toBe('mesa-early-dialog-title');
      expect(dialog.getAttribute('aria-busy')).toBe('true');
      expect(document.getElementById('mesa-early-dialog-title')?.textContent).toBe('Empanadas');
      expect(document.activeElement?.id).toBe('mesa-early-dialog-title');
      // The description and the price, as copies: the card keeps its own ids and test ids.
      expect(dialog.textContent).toContain('Tres, de carne');
      expect(dialog.textContent).toContain('$ 12.000');
      expect(dialog.textContent).not.toContain('Elige opciones');
      expect(document.querySelectorAll('#desc, [data-testid="price"]')).toHaveLength(2);
      expect(window.__MESA_TAPS__).toEqual([add()]);
      // The dialog is its answer: the control itself is not marked as waiting.
      expect(add().hasAttribute('data-early-pending')).toBe(false);
    });

    it('tapped before the browser has parsed the dialog frame, shows the tap was taken instead', () => {
      document.querySelector('[data-early-dialog-frame]')?.remove();
      tap(add());
      expect(shown()).toHaveLength(0);
      expect(add().hasAttribute('data-early-pending')).toBe(true);
      expect(window.__MESA_TAPS__).toEqual([add()]);
    });

    it('closed before the page is live, forgets the tap: nothing opens afterwards', () => {
      const opened = vi.fn();
      add().addEventListener('click', opened);
      tap(add());
      (document.querySelector('[data-early-dialog-shown] [data-early-close]') as HTMLElement).click();
      expect(shown()).toHaveLength(0);
      expect(window.__MESA_TAPS__).toEqual([]);
      root().removeAttribute('inert');
      replayEarlyTaps();
      expect(opened).not.toHaveBeenCalled();
    });

    it('Escape closes it too', () => {
      tap(add());
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(shown()).toHaveLength(0);
      expect(window.__MESA_TAPS__).toEqual([]);
    });

    it('gives way to the real dialog when the page is live: taken away, the tap replayed once', () => {
      const opened = vi.fn();
      add().addEventListener('click', opened);
      tap(add());
      root().removeAttribute('inert');
      replayEarlyTaps();
      expect(shown()).toHaveLength(0);
      expect(opened).toHaveBeenCalledTimes(1);
    });
  });
});
