import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { BillClosed } from './bill-closed.tsx';

const scrollIntoView = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  // jsdom lays nothing out: it has neither scrolling nor media queries.
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  }));
});
afterEach(() => {
  cleanup();
  scrollIntoView.mockReset();
  reducedMotion = false;
  vi.unstubAllGlobals();
});

const block = (closed: boolean, reveals: number) => (
  <BillClosed closed={closed} reveals={reveals} joining={false} onNewBill={vi.fn()} />
);

describe('BillClosed', () => {
  it('brings the block to the diner whose tap found the bill closed, focused so it is read out', () => {
    const { rerender } = render(block(false, 0));
    expect(screen.queryByTestId('bill-closed')).toBeNull();
    rerender(block(true, 1));
    const shown = screen.getByRole('status', { name: /Esta cuenta quedó cerrada/ });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(document.activeElement).toBe(shown);
  });

  it('scrolls without motion for a diner who asked for reduced motion', () => {
    reducedMotion = true;
    const { rerender } = render(block(false, 0));
    rerender(block(true, 1));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
  });

  it('waits for the block when the refusal arrives first, and answers each refusal once', () => {
    const { rerender } = render(block(false, 0));
    rerender(block(false, 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(block(true, 1));
    rerender(block(true, 1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves the diner where they are when the bill closed without a tap of theirs (the staff, live)', () => {
    const { rerender } = render(block(false, 2));
    rerender(block(true, 2));
    expect(screen.getByTestId('bill-closed')).not.toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
