// Not part of the main entry: libphonenumber's metadata stays out of the boot bundle and is pulled in
// only by the remotes that ask for phones. Stateless, so it need not be a shared singleton.
export { checkPhone, dialCode, formatPhone, phoneCountry, type CheckedPhone } from './validation/phone.ts';
