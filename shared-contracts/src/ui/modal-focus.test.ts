// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUSABLE, focusableIn, focusFirstIn, takesFocus } from './modal-focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A box with one of every kind of element, each named by its `data-name`. */
function box(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `
    <h2 tabindex="-1" data-name="landing">Card</h2>
    <a data-name="no-href">Not a link</a>
    <a href="#x" data-name="link">Link</a>
    <button type="button" data-name="button">Go</button>
    <button type="button" disabled data-name="disabled">Off</button>
    <button type="button" aria-disabled="true" data-name="busy">Busy</button>
    <input type="hidden" data-name="hidden-input" />
    <input data-name="input" />
    <select data-name="select"><option>1</option></select>
    <textarea data-name="textarea"></textarea>
    <span tabindex="0" data-name="span">Custom</span>`;
  document.body.append(element);
  return element;
}
const names = (elements: HTMLElement[]) => elements.map((element) => element.dataset.name);

describe('the one list of focusable controls', () => {
  it('holds what Tab reaches, in document order: no landing, no disabled control, no hidden input', () => {
    const elements = [...box().querySelectorAll<HTMLElement>(FOCUSABLE)];
    expect(names(elements)).toEqual(['link', 'button', 'busy', 'input', 'select', 'textarea', 'span']);
  });

  it('for a modal, keeps those laid out (jsdom lays nothing out, so each is given a box here)', () => {
    const container = box();
    expect(focusableIn(container)).toEqual([]);
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.name === 'input' ? [] : [{}]) as unknown as DOMRectList;
    });
    expect(names(focusableIn(container))).toEqual(['link', 'button', 'busy', 'select', 'textarea', 'span']);
  });

  it('for a screen handing the focus on, gives it to the first accepted control that takes it', () => {
    const container = box();
    // A control that refuses the focus when given it (hidden by its styles, inert) is passed over.
    const button = container.querySelector<HTMLElement>('[data-name="button"]');
    if (button) button.focus = () => undefined;
    expect(focusFirstIn(container, (element) => element.dataset.name !== 'link')).toBe(true);
    expect((document.activeElement as HTMLElement).dataset.name).toBe('busy');
    expect(focusFirstIn(container, () => false)).toBe(false);
  });

  it('tells whether an element took the focus', () => {
    const container = box();
    expect(takesFocus(container.querySelector<HTMLElement>('[data-name="landing"]') as HTMLElement)).toBe(
      true,
    );
    expect(takesFocus(container.querySelector<HTMLElement>('[data-name="disabled"]') as HTMLElement)).toBe(
      false,
    );
  });
});
