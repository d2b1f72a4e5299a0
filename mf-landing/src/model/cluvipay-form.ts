import { paths, type SupplierSummary } from 'shared-contracts';

/** The card-payment area's form: the branch the diner is at and the code of the table (its QR's `mesa`). */
export interface PayForm {
  branch: string;
  code: string;
}

export type PayField = keyof PayForm;
/** Translation keys of the landing namespace (`pay.error.*`). */
export type PayErrors = Partial<Record<PayField, 'chooseBranch' | 'codeRequired' | 'codeTooLong'>>;

/** A table code as the QR sheet prints it (the API's table codes are at most 40 characters). */
const MAX_CODE = 40;

/** The branches where a bill can be paid by its table's code: the ones with tables. */
export const payableBranches = (suppliers: readonly SupplierSummary[]) =>
  suppliers.filter((supplier) => supplier.service_table);

/** The branch the form uses: the chosen one, or the only one there is. */
export function branchOf(form: PayForm, branches: readonly SupplierSummary[]): string {
  if (form.branch) return form.branch;
  return branches.length === 1 ? (branches[0]?.slug ?? '') : '';
}

/**
 * Where the form leads: the branch's only-pay page for that table (`/{branch}/solo-pago?mesa=`), which
 * checks the code, joins the table's open bill and opens its checkout; or what is missing.
 */
export function checkPayForm(
  form: PayForm,
  branches: readonly SupplierSummary[],
): { ok: true; to: string } | { ok: false; errors: PayErrors } {
  const errors: PayErrors = {};
  const branch = branchOf(form, branches);
  const code = form.code.trim();
  if (!branches.some((supplier) => supplier.slug === branch)) errors.branch = 'chooseBranch';
  if (code === '') errors.code = 'codeRequired';
  else if (code.length > MAX_CODE) errors.code = 'codeTooLong';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, to: paths.onlyPay(branch, { mesa: code }) };
}
