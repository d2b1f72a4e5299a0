import { createElement } from 'react';

export interface RatingScaleProps {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: string;
  values: readonly number[];
  value: number | null;
  onChange: (value: number) => void;
  /** The CSS block of the package (`bk-scale`, `co-scale`, `mesa-rating`): `__item`, `__item--on`. */
  block: string;
  /** Each choice's accessible name when its visible text is not it (stars). */
  labelOf?: (value: number) => string;
  /** What each choice shows; the number itself by default. */
  display?: (value: number) => string;
  describedBy?: string | undefined;
}

/**
 * A rating as one radio group (the booking's 1–10, a purchase's 1–5 stars, the NPS 0–10), written with
 * `createElement` like `Field` (the shell's server build has no React in scope for shared JSX).
 */
export function RatingScale(props: RatingScaleProps) {
  const { name, legend, values, value, onChange, block, labelOf, display, describedBy } = props;
  return createElement(
    'fieldset',
    { className: block, 'aria-describedby': describedBy },
    createElement('legend', null, legend),
    ...values.map((choice) =>
      createElement(
        'label',
        { key: choice, className: choice === value ? `${block}__item ${block}__item--on` : `${block}__item` },
        createElement('input', {
          type: 'radio',
          name,
          value: choice,
          checked: choice === value,
          onChange: () => onChange(choice),
          'aria-label': labelOf?.(choice),
        }),
        display
          ? createElement('span', { 'aria-hidden': labelOf ? true : undefined }, display(choice))
          : String(choice),
      ),
    ),
  );
}
