import type { checkPhone } from 'shared-contracts/phone';
import { profileAccountRequestSchema, type ProfileAccountRequest } from 'shared-contracts/schemas';

export type AccountFields = ProfileAccountRequest['profile'];
export type AccountField = keyof AccountFields;
/** Field → message key of the shell namespace (`account.error.*`). */
export type AccountErrors = Partial<Record<AccountField, string>>;

/**
 * SPEC section 5 on the account form: valid email, a valid phone with its country code (a number
 * without one is read in the instance's country and sent in E.164), a name without leading spaces.
 * The phone rules come in (`shared-contracts/phone`, loaded when the diner saves): libphonenumber's
 * metadata is a third of the shell's JavaScript and no first screen needs it.
 */
export function checkAccount(
  fields: AccountFields,
  countryCode: string,
  phoneRules: typeof checkPhone,
): { ok: true; value: AccountFields } | { ok: false; errors: AccountErrors } {
  const errors: AccountErrors = {};
  let phone = fields.phone.trim();
  if (phone !== '') {
    const checked = phoneRules(phone, countryCode);
    if (checked.e164) phone = checked.e164;
    else errors.phone = 'invalidPhone';
  }
  const parsed = profileAccountRequestSchema.safeParse({
    profile: { ...fields, phone, email: fields.email.trim() },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[1] as AccountField;
      errors[field] ??=
        field === 'name'
          ? issue.message === 'leading_spaces'
            ? 'leadingSpaces'
            : 'tooLong'
          : field === 'email'
            ? 'invalidEmail'
            : 'invalidPhone';
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data.profile };
}
