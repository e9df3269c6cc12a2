/**
 * Test card numbers are made here at run time (prefix + digits + Luhn check digit) so that no
 * full card number is written in the repository, not even a test one.
 */
export function luhnComplete(partial: string): string {
  let sum = 0;
  const digits = partial.split('').reverse();
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return partial + String((10 - (sum % 10)) % 10);
}

export const makeCard = (prefix: string, length: number): string => luhnComplete(prefix.padEnd(length - 1, '1'));

export const testCards = {
  visa: () => makeCard('4111', 16),
  mastercard: () => makeCard('5500', 16),
  mastercard2: () => makeCard('2221', 16),
  amex: () => makeCard('3782', 15),
  discover: () => makeCard('6011', 16),
  prepaidVisa: () => makeCard('404100', 16),
};

/** A card expiry (MMYY) some years after a business day: valid, and not expiring soon, on that day. */
export const expiryYearsAfter = (day: string, years: number): string => `${day.slice(5, 7)}${String((Number(day.slice(0, 4)) + years) % 100).padStart(2, '0')}`;
