import { normalizePhoneNumber } from './mobile-port-eligibility';

// The port-in request (spec platform §3 lines' portInfo: billing address, accountNumber,
// accountPin, carrierName, names, businessName) and its errors in the activation mutations'
// shape (spec platform §8: message, fields, code). The old carrier compares every field with
// its own record of the number, so names and address are taken exactly as typed (trimmed).

export interface ActivationIssue {
  message: string;
  fields: string[];
  code: string;
}

export interface PortCarrier {
  id: string;
  name: string;
  /** how many characters its account numbers have */
  accountNumberLength: { min: number; max: number };
  /** how many digits its transfer PINs have (within 4 to 10) */
  pinLength: { min: number; max: number };
}

export interface PortInRequest {
  phoneNumber: string;
  carrierId: string;
  accountNumber: string;
  pin: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  billingAddress: { addressLine1: string; addressLine2: string | null; city: string; state: string; zip: string };
}

const issue = (fields: string[], code: string, message: string): ActivationIssue => ({ fields, code, message });
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The request as typed, or its field errors (every failing field, in the form's order). The PIN
 * is 4 to 10 digits; the account number 4 to 20 letters or digits; the carrier one of the list.
 */
export function parsePortInRequest(
  input: Record<string, unknown>,
  carriers: readonly PortCarrier[],
): { request: PortInRequest } | { errors: ActivationIssue[] } {
  const errors: ActivationIssue[] = [];
  const address = (input.billingAddress ?? {}) as Record<string, unknown>;
  const phoneNumber = normalizePhoneNumber(text(input.phoneNumber));
  if (!/^\d{10}$/.test(phoneNumber)) errors.push(issue(['phoneNumber'], 'port.phoneNumber', 'Enter the 10-digit number to bring'));
  const carrierId = text(input.carrierId);
  if (!carriers.some((c) => c.id === carrierId)) errors.push(issue(['carrierId'], 'port.carrier', 'Choose the carrier the number is with'));
  const accountNumber = text(input.accountNumber).replace(/[\s-]/g, '');
  if (!/^[A-Za-z0-9]{4,20}$/.test(accountNumber)) errors.push(issue(['accountNumber'], 'port.accountNumber', 'Enter the account number with the old carrier'));
  const pin = text(input.pin);
  if (!/^\d{4,10}$/.test(pin)) errors.push(issue(['pin'], 'port.pin', 'Enter the transfer PIN: 4 to 10 digits'));
  const firstName = text(input.firstName);
  if (!firstName || firstName.length > 40) errors.push(issue(['firstName'], 'port.firstName', 'Enter the first name as the old carrier has it'));
  const lastName = text(input.lastName);
  if (!lastName || lastName.length > 40) errors.push(issue(['lastName'], 'port.lastName', 'Enter the last name as the old carrier has it'));
  const businessName = text(input.businessName) || null;
  if (businessName && businessName.length > 60) errors.push(issue(['businessName'], 'port.businessName', 'The business name is at most 60 characters'));
  const billingAddress = {
    addressLine1: text(address.addressLine1),
    addressLine2: text(address.addressLine2) || null,
    city: text(address.city),
    state: text(address.state).toUpperCase(),
    zip: text(address.zip),
  };
  if (!billingAddress.addressLine1) errors.push(issue(['billingAddress.addressLine1'], 'port.address', 'Enter the billing address the old carrier has'));
  if (!billingAddress.city) errors.push(issue(['billingAddress.city'], 'port.city', 'Enter the city'));
  if (!/^[A-Z]{2}$/.test(billingAddress.state)) errors.push(issue(['billingAddress.state'], 'port.state', 'Enter the two-letter state'));
  if (!/^\d{5}$/.test(billingAddress.zip)) errors.push(issue(['billingAddress.zip'], 'port.zip', 'Enter the 5-digit ZIP code'));
  if (errors.length > 0) return { errors };
  return { request: { phoneNumber, carrierId, accountNumber, pin, firstName, lastName, businessName, billingAddress } };
}

/**
 * The pre-flight check: what the chosen carrier would refuse on its face, before anything is
 * sent (its account numbers' and PINs' lengths). Content the carrier alone knows (whether the
 * PIN is the right one) only the carrier can refuse: that comes back as a port exception.
 */
export function portPreflight(request: PortInRequest, carrier: PortCarrier): ActivationIssue[] {
  const errors: ActivationIssue[] = [];
  const { accountNumberLength: a, pinLength: p } = carrier;
  if (request.accountNumber.length < a.min || request.accountNumber.length > a.max) {
    errors.push(
      issue(
        ['accountNumber'],
        'port.accountNumberLength',
        `${carrier.name} account numbers have ${a.min === a.max ? a.min : `${a.min} to ${a.max}`} characters`,
      ),
    );
  }
  if (request.pin.length < p.min || request.pin.length > p.max) {
    errors.push(issue(['pin'], 'port.pinLength', `${carrier.name} transfer PINs have ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} digits`));
  }
  return errors;
}
