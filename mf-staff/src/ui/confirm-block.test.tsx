import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmBlock } from './confirm-block.tsx';

// jsdom lays nothing out, so every element would look hidden to the Tab cycle: give each one a box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A card as the console's screens write it: the opener swapped for the confirmation while it shows. */
function Card({ onKeep, onConfirm }: { onKeep: () => void; onConfirm: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <button type="button">Elsewhere</button>
      {confirming ? (
        <ConfirmBlock
          label="¿Eliminar ana@example.com?"
          confirm="Sí, eliminar"
          keep="No, dejarla"
          busy={false}
          onConfirm={onConfirm}
          onKeep={() => {
            onKeep();
            setConfirming(false);
          }}
        >
          Ya no podrá entrar.
        </ConfirmBlock>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Eliminar cuenta
        </button>
      )}
    </div>
  );
}

function open() {
  const onKeep = vi.fn();
  const onConfirm = vi.fn();
  render(<Card onKeep={onKeep} onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Eliminar cuenta' });
  opener.focus();
  fireEvent.click(opener);
  return { onKeep, onConfirm };
}

describe('ConfirmBlock', () => {
  it('takes the focus to its safe choice, described by what the change costs', () => {
    open();
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar ana@example.com?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, dejarla' }));
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ya no podrá entrar.',
    );
  });

  it('keeps things as they are on Escape and gives the focus back to the control in the opener’s place', () => {
    const { onKeep, onConfirm } = open();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eliminar cuenta' }));
  });

  it('cycles Tab and Shift+Tab inside it', () => {
    open();
    const confirm = screen.getByRole('button', { name: 'Sí, eliminar' });
    const keep = screen.getByRole('button', { name: 'No, dejarla' });
    fireEvent.keyDown(keep, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(keep);
  });
});
