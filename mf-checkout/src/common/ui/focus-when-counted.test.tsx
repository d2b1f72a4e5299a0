import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusWhenCounted } from 'shared-contracts';

afterEach(cleanup);

const target = () => document.getElementById('target');

function Screen({ count }: { count: number }) {
  useFocusWhenCounted(count, target);
  return (
    <>
      <button type="button">send</button>
      <h2 id="target" tabIndex={-1}>
        target
      </h2>
    </>
  );
}

describe('useFocusWhenCounted', () => {
  it('moves the focus at each new count, never for the count the screen mounts with', () => {
    const { rerender, getByRole } = render(<Screen count={2} />);
    const send = getByRole('button');
    send.focus();
    rerender(<Screen count={2} />);
    expect(document.activeElement).toBe(send);
    rerender(<Screen count={3} />);
    expect(document.activeElement?.id).toBe('target');
    send.focus();
    rerender(<Screen count={0} />);
    expect(document.activeElement).toBe(send);
    rerender(<Screen count={1} />);
    expect(document.activeElement?.id).toBe('target');
  });
});
