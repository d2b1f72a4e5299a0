import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingForm, type RatingFormProps } from './rating-form.ts';

type Props = Record<string, unknown> & { children?: unknown };

/** The first element of `type` in a tree `createElement` built (no rendering needed). */
function find(node: unknown, type: string): ReactElement<Props> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, type);
      if (found) return found;
    }
    return null;
  }
  if (!node || typeof node !== 'object' || !('props' in node)) return null;
  const element = node as ReactElement<Props>;
  return element.type === type ? element : find(element.props.children, type);
}

describe('RatingForm', () => {
  it('keeps the comment to its limit in characters as seen: emoji count once, and none is cut in half', () => {
    const onComment = vi.fn();
    const props: RatingFormProps = {
      prefix: 'bk',
      values: [1, 2, 3],
      rate: null,
      comment: '',
      error: null,
      sending: false,
      onRate: vi.fn(),
      onComment,
      onSubmit: vi.fn(),
      labels: { question: 'Rate', comment: 'Comment', submit: 'Send' },
      commentMaxLength: 3,
    };
    const textarea = find(RatingForm(props), 'textarea');
    // A `maxlength` would count UTF-16 units and stop at one and a half emoji.
    expect(textarea?.props.maxLength).toBeUndefined();
    const change = textarea?.props.onChange as (event: { target: { value: string } }) => void;
    change({ target: { value: '😀😀😀' } });
    change({ target: { value: '😀😀😀🇨🇴' } });
    expect(onComment.mock.calls).toEqual([['😀😀😀'], ['😀😀😀']]);
  });
});
