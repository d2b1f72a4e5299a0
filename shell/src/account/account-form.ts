import { PROFILE_NAME_MAX, profileAccountRequestSchema, textLength, zodFieldErrors } from 'shared-contracts';
import type { checkPhone, phoneCountry } from 'shared-contracts/phone';
import type {
  DocumentType,
  Profile,
  ProfileAccountRequest,
  ProfileCategory,
  Sex,
} from 'shared-contracts/schemas';

/** The account form as the diner fills it (the profile fields the diner gives). */
export interface AccountFields {
  name: string;
  email: string;
  /** The country chosen beside the phone (ISO 3166 alpha-2), whose calling code the number goes with. */
  phoneCountry: string;
  /** The number as typed: without the calling code, or with a `+` code of its own. */
  phone: string;
  sex: '' | Sex;
  dniType: '' | DocumentType;
  dni: string;
  categories: ProfileCategory[];
}
/** The fields typed or chosen one value at a time (the categories are toggled). */
export type AccountField = Exclude<keyof AccountFields, 'categories'>;
/** Field → message key of the shell namespace (`account.error.*`). */
export type AccountErrors = Partial<Record<AccountField, string>>;

/** The phone rules the check needs, loaded when the diner saves (`shared-contracts/phone`). */
export interface PhoneRules {
  checkPhone: typeof checkPhone;
  phoneCountry: typeof phoneCountry;
}

/** The form of a profile: the phone shown without its calling code, beside its country. */
export function accountFieldsOf(profile: Profile, instanceCountry: string): AccountFields {
  const code = profile.phone_code ? `+${profile.phone_code}` : null;
  const phone = profile.phone ?? '';
  return {
    name: profile.name,
    email: profile.email ?? '',
    phoneCountry: profile.phone_code_iso2 ?? instanceCountry.toUpperCase(),
    phone: code && phone.startsWith(code) ? phone.slice(code.length) : phone,
    sex: profile.sex ?? '',
    dniType: profile.dni_type ?? '',
    dni: profile.dni ?? '',
    categories: profile.categories ?? [],
  };
}

/**
 * The name as the diner typed it: surrounding spaces (a paste) are dropped, not refused. A field of
 * only spaces asks for the name the diner meant to type; an empty one leaves the profile without one,
 * as an anonymous profile is. Its length counts the characters the diner sees (`textLength`), as the API does.
 */
function nameError(typed: string): string | null {
  const name = typed.trim();
  if (name === '' && typed !== '') return 'nameRequired';
  return textLength(name) > PROFILE_NAME_MAX ? 'tooLong' : null;
}

/**
 * The account form's checks: valid email, a valid phone of the chosen country (sent in E.164 with
 * that country, or the one its own `+` code names), a name (trimmed) and a document without leading spaces. The phone
 * rules come in (`shared-contracts/phone`, loaded when the diner saves): libphonenumber's metadata is a
 * third of the shell's JavaScript and no first screen needs it.
 */
export function checkAccount(
  fields: AccountFields,
  rules: PhoneRules,
): { ok: true; value: ProfileAccountRequest['profile'] } | { ok: false; errors: AccountErrors } {
  const errors: AccountErrors = {};
  let phone = fields.phone.trim();
  let iso2: string | null = null;
  if (phone !== '') {
    const checked = rules.checkPhone(phone, fields.phoneCountry);
    if (checked.e164) {
      phone = checked.e164;
      const country = rules.phoneCountry(phone);
      // The chosen country when the number is one of its (shared codes such as +1 included).
      iso2 =
        country && (country.iso2 === fields.phoneCountry || country.iso2 === null)
          ? fields.phoneCountry
          : (country?.iso2 ?? null);
    } else errors.phone = 'invalidPhone';
  }
  const badName = nameError(fields.name);
  if (badName) errors.name = badName;
  if (fields.dni !== '' && /^\s/.test(fields.dni)) errors.dni = 'leadingSpaces';
  const parsed = profileAccountRequestSchema.safeParse({
    profile: {
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone,
      phone_code_iso2: iso2,
      sex: fields.sex === '' ? null : fields.sex,
      dni_type: fields.dniType === '' ? null : fields.dniType,
      dni: fields.dni.trimEnd(),
      categories: fields.categories,
    },
  });
  if (!parsed.success) {
    const fromSchema = zodFieldErrors<AccountField, string>(
      parsed.error.issues,
      (key) => {
        if (key === 'name') return ['name', 'tooLong'];
        if (key === 'email') return ['email', 'invalidEmail'];
        if (key === 'phone' || key === 'phone_code_iso2') return ['phone', 'invalidPhone'];
        if (key === 'dni') return ['dni', 'invalidDni'];
        return null;
      },
      1,
    );
    // The checks above (name, phone, leading spaces) come first.
    for (const field of Object.keys(fromSchema) as AccountField[]) errors[field] ??= fromSchema[field];
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data.profile };
}
