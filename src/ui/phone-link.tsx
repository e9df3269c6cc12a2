/** A North American number as people write it: (888) 555-0100. */
export const phoneText = (digits: string): string => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A North American number as a link that dials it, written (888) 555-0100. */
export function PhoneLink({ digits }: { digits: string }) {
  return <a href={`tel:+1${digits}`}>{phoneText(digits)}</a>;
}
