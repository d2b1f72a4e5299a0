import type { SplitProblem } from './bill-split.ts';

/**
 * Why "Pay" pays nothing now, the first that applies: the split is unfinished, the share typed is more than
 * what is left, the bill is below the branch's minimum order (the page then says nothing of the smallest
 * charge), the share is less than the smallest charge (the API refuses it), or it comes to nothing. Null:
 * the button pays the share it names.
 */
export type PayBlock = 'split' | 'above-remaining' | 'minimum-order' | 'minimum-charge' | 'nothing';

export interface PayBlockInput {
  splitProblem: SplitProblem | null;
  /** Minor units: what is left, when the share typed is above it. */
  aboveRemaining: number | null;
  /** Minor units: the smallest charge, when the share is below it. */
  belowMinimumCharge: number | null;
  /** Minor units: the branch's minimum order, when the bill is below it. */
  belowMinimum: number | null;
  /** Minor units: what this diner would pay. */
  share: number;
}

export function payBlockOf(input: PayBlockInput): PayBlock | null {
  if (input.splitProblem !== null) return 'split';
  if (input.aboveRemaining !== null) return 'above-remaining';
  if (input.belowMinimum !== null) return 'minimum-order';
  if (input.belowMinimumCharge !== null) return 'minimum-charge';
  if (input.share <= 0) return 'nothing';
  return null;
}

/** The refusals of the share itself: the field that sets it (parts, amount) is described by their reason. */
export type ShareRefusal = Extract<PayBlock, 'split' | 'above-remaining' | 'minimum-charge'>;

export function shareRefusalOf(block: PayBlock | null): ShareRefusal | null {
  return block === 'split' || block === 'above-remaining' || block === 'minimum-charge' ? block : null;
}

/**
 * The amount the page names as this diner's ("Pagas …" under the choice, "Pagar …" on the button): the
 * share only while the button would charge it. A refused share is never named, as if it would be charged.
 */
export function shownShareOf(block: PayBlock | null, share: number): number | null {
  return block === null ? share : null;
}
