import type { ServiceChoice, ServiceLabels } from 'shared-contracts';

/** The operator's own label for a service when set (`labels_buttons`), else null for the translated default. */
export function operatorServiceLabel(labels: ServiceLabels | null, choice: ServiceChoice): string | null {
  if (labels === null || choice === 'room' || choice === 'schedule') return null;
  const label = labels[choice].trim();
  return label === '' ? null : label;
}
