import { PAYMENT_PROOF } from 'shared-contracts/schemas';

type ProofType = (typeof PAYMENT_PROOF.types)[number];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, at) => bytes[offset + at] === byte);

/**
 * The image kind the bytes themselves say (their magic numbers), whatever the file name or the declared
 * type claim: JPEG `FF D8 FF`, PNG's 8-byte signature, WebP `RIFF….WEBP`. Null for anything else.
 */
export function imageTypeOf(bytes: Buffer): ProofType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}
