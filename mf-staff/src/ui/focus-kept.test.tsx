import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusKept } from './focus-kept.ts';

afterEach(cleanup);

interface Card {
  name: string;
  buttons: { name: string; disabled?: boolean }[];
}

/** A screen of cards, each with a heading and its buttons, as the console's screens are built. */
function Screen({ cards }: { cards: Card[] }) {
  const keep = useFocusKept();
  return (
    <section ref={keep}>
      <h1 tabIndex={-1}>Floor</h1>
      {cards.map((card) => (
        <div key={card.name} data-focus-scope>
          <h2 tabIndex={-1}>{card.name}</h2>
          {card.buttons.map((button) => (
            <button key={button.name} type="button" disabled={button.disabled}>
              {button.name}
            </button>
          ))}
        </div>
      ))}
    </section>
  );
}

// The observer answers once the render's changes are in: after a turn of the event loop.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const focused = () =>
  document.activeElement === document.body ? 'the page' : document.activeElement?.textContent;

describe('the focus when the control that had it goes', () => {
  it('moves to the next control of the same card', async () => {
    const card = (buttons: string[]) => [{ name: 'Table T5', buttons: buttons.map((name) => ({ name })) }];
    const { rerender } = render(<Screen cards={card(['Answer call', 'Deliver tacos', 'Close'])} />);
    screen.getByRole('button', { name: 'Answer call' }).focus();
    rerender(<Screen cards={card(['Deliver tacos', 'Close'])} />);
    await settle();
    expect(focused()).toBe('Deliver tacos');
  });

  it("goes to the card's heading when nothing of the card follows, not to the next card", async () => {
    const { rerender } = render(
      <Screen
        cards={[
          { name: 'Table T5', buttons: [{ name: 'Deliver tacos' }] },
          { name: 'Table T6', buttons: [{ name: 'Close T6' }] },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Deliver tacos' }).focus();
    rerender(
      <Screen
        cards={[
          { name: 'Table T5', buttons: [] },
          { name: 'Table T6', buttons: [{ name: 'Close T6' }] },
        ]}
      />,
    );
    await settle();
    expect(focused()).toBe('Table T5');
  });

  it('moves on from a control that became disabled in place', async () => {
    const card = (disabled: boolean) => [
      { name: 'Ticket', buttons: [{ name: 'Tacos', disabled }, { name: 'Soup' }] },
    ];
    const { rerender } = render(<Screen cards={card(false)} />);
    screen.getByRole('button', { name: 'Tacos' }).focus();
    rerender(<Screen cards={card(true)} />);
    await settle();
    expect(focused()).toBe('Soup');
  });

  it("goes to the screen's heading when the whole card is gone", async () => {
    const { rerender } = render(<Screen cards={[{ name: 'Bill #9', buttons: [{ name: 'Close #9' }] }]} />);
    screen.getByRole('button', { name: 'Close #9' }).focus();
    rerender(<Screen cards={[]} />);
    await settle();
    expect(focused()).toBe('Floor');
  });

  it('leaves alone a focus the person took away from the screen', async () => {
    const card = (buttons: string[]) => [{ name: 'Table T5', buttons: buttons.map((name) => ({ name })) }];
    const { rerender } = render(
      <>
        <Screen cards={card(['Answer call', 'Close'])} />
        <button type="button">Sign out</button>
      </>,
    );
    screen.getByRole('button', { name: 'Answer call' }).focus();
    screen.getByRole('button', { name: 'Sign out' }).focus();
    rerender(
      <>
        <Screen cards={card(['Close'])} />
        <button type="button">Sign out</button>
      </>,
    );
    await settle();
    expect(focused()).toBe('Sign out');
  });
});

/** Two columns of cards keyed by what they show, as the orders screen draws its steps. */
function Columns({ columns }: { columns: { name: string; cards: string[] }[] }) {
  const keep = useFocusKept();
  return (
    <section ref={keep}>
      <h1 tabIndex={-1}>Orders</h1>
      {columns.map((column) => (
        <section key={column.name}>
          <h2>{column.name}</h2>
          <ul>
            {column.cards.map((card) => (
              <li key={card} data-focus-scope data-focus-key={card}>
                <h3 tabIndex={-1}>{card}</h3>
                <button type="button">Move {card}</button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

describe('the focus when its card moves to another part of the screen', () => {
  it('follows the card to its heading in its new place, not to the next card of the old one', async () => {
    const { rerender } = render(
      <Columns
        columns={[
          { name: 'Accepted', cards: ['#31', '#32'] },
          { name: 'Packed', cards: [] },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Move #31' }).focus();
    rerender(
      <Columns
        columns={[
          { name: 'Accepted', cards: ['#32'] },
          { name: 'Packed', cards: ['#31'] },
        ]}
      />,
    );
    await settle();
    expect(focused()).toBe('#31');
    expect(document.activeElement?.closest('section')?.querySelector('h2')?.textContent).toBe('Packed');
  });

  it('hands the focus on to what now stands in its place when the card left the screen', async () => {
    const { rerender } = render(<Columns columns={[{ name: 'Delivered', cards: ['#31', '#32'] }]} />);
    screen.getByRole('button', { name: 'Move #31' }).focus();
    rerender(<Columns columns={[{ name: 'Delivered', cards: ['#32'] }]} />);
    await settle();
    expect(focused()).toBe('Move #32');
  });
});
