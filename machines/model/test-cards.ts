/**
 * Card numbers for models and demos are computed (prefix, filler, Luhn check digit), so no full
 * card number is written anywhere in the repository.
 */
export function cardNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '1');
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}
