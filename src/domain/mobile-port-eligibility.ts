// Whether a phone number can be brought from another carrier (spec platform §7 "porting
// eligibility (phoneNumber; returns isEligible)"): a US number of ten digits, not already a
// line of this account or of another, and not in a range the provider cannot port from.

type PortIneligibleReason = 'port.format' | 'port.onThisAccount' | 'port.onAnotherAccount' | 'port.notPortable';

export interface PortEligibility {
  isEligible: boolean;
  reason: PortIneligibleReason | null;
}

/** Spaces, dashes, dots, brackets and a leading +1 are dropped: what is left must be ten digits. */
export function normalizePhoneNumber(typed: string): string {
  const digits = typed.replace(/[\s\-.()]/g, '');
  return digits.startsWith('+1') ? digits.slice(2) : digits;
}

export function portingEligibility(
  typed: string,
  known: { onThisAccount: readonly string[]; onOtherAccounts: readonly string[]; notPortablePrefixes: readonly string[] },
): PortEligibility {
  const number = normalizePhoneNumber(typed);
  // a NANP number: area code and exchange do not start with 0 or 1
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(number)) return { isEligible: false, reason: 'port.format' };
  if (known.onThisAccount.includes(number)) return { isEligible: false, reason: 'port.onThisAccount' };
  if (known.onOtherAccounts.includes(number)) return { isEligible: false, reason: 'port.onAnotherAccount' };
  if (known.notPortablePrefixes.some((p) => number.startsWith(p))) return { isEligible: false, reason: 'port.notPortable' };
  return { isEligible: true, reason: null };
}
