import { createElement } from 'react';
import { serviceLabel, type ServiceChoice } from '../frame/side-panel.ts';
import type { ServiceLabels } from '../schemas/instance.ts';

export interface ServiceChoicesProps {
  services: readonly ServiceChoice[];
  /** The service chosen now: its button is pressed and filled. */
  current: ServiceChoice | null;
  labels: ServiceLabels | null;
  translate: (key: string) => string;
  /** The list's class (`mn-home__services`, `mesa-panel__services`). */
  listClassName: string;
  /** Buttons as wide as the list (the side panel's). */
  wide: boolean;
  /** Each button's test id is this prefix and the service (`home-service-on_table`). */
  testIdPrefix: string;
  onChoose: (choice: ServiceChoice) => void;
}

/**
 * The branch's services as a list of toggle buttons (Home and the side panel). Written with
 * `createElement` like `Field` (the shell's server build has no React in scope for shared JSX).
 */
export function ServiceChoices(props: ServiceChoicesProps) {
  const { services, current, labels, translate, listClassName, wide, testIdPrefix, onChoose } = props;
  const base = wide ? 'mesa-button mesa-button--wide' : 'mesa-button';
  return createElement(
    'ul',
    { className: listClassName },
    ...services.map((choice) =>
      createElement(
        'li',
        { key: choice },
        createElement(
          'button',
          {
            type: 'button',
            className: `${base}${choice === current ? '' : ' mesa-button--ghost'}`,
            'aria-pressed': choice === current,
            'data-testid': `${testIdPrefix}-${choice}`,
            onClick: () => onChoose(choice),
          },
          serviceLabel(labels, choice, translate),
        ),
      ),
    ),
  );
}
