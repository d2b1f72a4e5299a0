import { createElement, type FormEvent, type ReactNode } from 'react';
import { clipText } from '../schemas/typed-text.ts';
import { RatingScale } from './rating-scale.ts';

export interface RatingFormProps {
  /** The package's CSS prefix (`bk`, `co`): `-form`, `-scale`, `-field`, `-form__summary`; ids too. */
  prefix: string;
  values: readonly number[];
  rate: number | null;
  comment: string;
  /** The message of the last refused submit, or null. */
  error: ReactNode;
  sending: boolean;
  onRate: (rate: number) => void;
  onComment: (comment: string) => void;
  onSubmit: () => void;
  labels: { question: string; comment: string; submit: string };
  /** The comment's most characters as the diner sees them (the API's limit, `textLength`). */
  commentMaxLength: number;
  commentRows?: number;
  /** As `RatingScale`'s: each choice's accessible name, and what it shows (stars). */
  labelOf?: (value: number) => string;
  display?: (value: number) => string;
}

/**
 * The rating form of a booking or a purchase: the scale, a comment, the error and the send button.
 * Written with `createElement` like `Field` (the shell's server build has no React in scope for shared JSX).
 */
export function RatingForm(props: RatingFormProps) {
  const { prefix, error, labels } = props;
  const errorId = `${prefix}-rate-error`;
  const commentId = `${prefix}-comment`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return createElement(
    'form',
    { className: `${prefix}-form`, noValidate: true, onSubmit: submit },
    createElement(RatingScale, {
      name: 'rate',
      legend: labels.question,
      values: props.values,
      value: props.rate,
      onChange: props.onRate,
      block: `${prefix}-scale`,
      labelOf: props.labelOf,
      display: props.display,
      describedBy: error ? errorId : undefined,
    }),
    createElement(
      'div',
      { className: `${prefix}-field` },
      createElement('label', { className: `${prefix}-field__label`, htmlFor: commentId }, labels.comment),
      createElement('textarea', {
        id: commentId,
        value: props.comment,
        rows: props.commentRows,
        // The limit counts characters as seen: a `maxlength` would count UTF-16 units (an emoji as two).
        onChange: (event: { target: { value: string } }) =>
          props.onComment(clipText(event.target.value, props.commentMaxLength)),
      }),
    ),
    error
      ? createElement('p', { className: `${prefix}-form__summary`, role: 'alert', id: errorId }, error)
      : null,
    createElement(
      'button',
      { type: 'submit', className: 'mesa-button', disabled: props.sending },
      labels.submit,
    ),
  );
}
