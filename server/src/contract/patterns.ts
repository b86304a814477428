// The shared patterns of the programs spec §5 (ZIP, H:M:S time, the SSN mask, US phone numbers), written once
// here so that the form answer checks of the contract, the server's other field rules and both UIs use the
// same ones. Pure functions only.

export const ZIP_PATTERN = /^(\d{5}(-\d{4})?)?$/;
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** In a mask, 'n' stands for one digit; every other character is literal. */
export const MASK_DIGIT = 'n';
// The specification gives this shape, shorter than a real SSN.
export const SSN_MASK = 'nn-nn-nnnn';

export const isValidZip = (value: string): boolean => ZIP_PATTERN.test(value);
export const isValidTime = (value: string): boolean => TIME_PATTERN.test(value);

export const fitsMask = (value: string, mask: string): boolean =>
  value.length === mask.length &&
  [...mask].every((slot, i) => (slot === MASK_DIGIT ? /\d/.test(value[i]) : value[i] === slot));

export const isValidSsn = (value: string): boolean => fitsMask(value, SSN_MASK);

/**
 * What is typed, shaped by a mask as the person types: its digits fill the mask's digit slots in order and
 * the literals between them appear once the next digit does ('123' with nn-nn-nnnn is '12-3').
 */
export function applyMask(typed: string, mask: string): string {
  const digits = typed.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next === digits.length) break;
    out += slot === MASK_DIGIT ? digits[next++] : slot;
  }
  return out;
}

/** National digits only: formatting dropped, and the leading 1 of an 11-digit number is the country code. */
export function usPhoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const isValidUsPhone = (raw: string): boolean =>
  /^[\d\s().+-]*$/.test(raw) && usPhoneDigits(raw).length === 10;
