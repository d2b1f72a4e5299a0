import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useModalFocus } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom lays nothing out, so every element would look hidden to the Tab cycle: give each one a box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The pre-order's shape: adding closes the dialog and empties the choice, which disables its opener. */
function PreOrder() {
  const [chosen, setChosen] = useState('');
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLSelectElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, open, { onEscape: () => setOpen(false), fallback: list });
  return (
    <div>
      <select
        ref={list}
        aria-label="Producto"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">Elige</option>
        <option value="1">Churrasco</option>
      </select>
      <button type="button" disabled={chosen === ''} onClick={() => setOpen(true)}>
        Agregar al pedido
      </button>
      {open ? (
        <div ref={box} role="dialog" aria-label="Churrasco">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setChosen('');
            }}
          >
            Agregar · $ 54.000
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Cerrar
          </button>
        </div>
      ) : null}
    </div>
  );
}

function openDialog() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Producto' }), { target: { value: '1' } });
  const opener = screen.getByRole('button', { name: 'Agregar al pedido' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('a dialog closed by what it did', () => {
  it('gives the focus to its fallback when its opener was disabled meanwhile', () => {
    render(<PreOrder />);
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar · $ 54.000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar · $ 54.000' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Producto' }));
  });

  it('gives it back to its opener when that one can still take it', () => {
    render(<PreOrder />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.activeElement).toBe(opener);
  });
});
