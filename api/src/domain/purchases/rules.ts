import type { OnTableClass, TableKind, TableRules } from 'shared-contracts/schemas';

/** The table classes' rules, for a purchase on a table, a room, or no known table (null). */
export function tableRules(onTableClass: OnTableClass, kind: TableKind | null): TableRules {
  const room = kind === 'room';
  return {
    on_table_class: onTableClass,
    payment_required:
      room || onTableClass === 'checkout_plazoleta' || onTableClass === 'checkout_no_incremental',
    send_to_prepare_required: onTableClass === 'checkout',
    list_only: onTableClass === 'basic' || onTableClass === 'my-list',
    // The call-waiter overlay shows for checkout or no-incremental classes with a table id, not room service.
    can_call_waiter:
      kind === 'table' && (onTableClass === 'checkout' || onTableClass === 'checkout_no_incremental'),
  };
}

/** Legal drinking age in every country the product serves today (CO, PE, CL, MX, SV, PA). */
export const LEGAL_AGE = 18;

/**
 * Whole years between `birthday` (YYYY-MM-DD) and `today` (YYYY-MM-DD), or undefined when `birthday`
 * is not a real calendar date or lies in the future.
 */
export function ageOn(birthday: string, today: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match || !now) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  if (y < 1900 || birthday > today) return undefined;
  const [ty, tm, td] = [Number(now[1]), Number(now[2]), Number(now[3])];
  const hadBirthday = tm > m || (tm === m && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
}
