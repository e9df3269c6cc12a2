import { carrierAnswer, type CarrierAnswer, type PortAttempt } from '../domain/mobile-port-timeline';
import type { PortInRequest } from '../domain/mobile-port-request';
import { verifyPassword } from './auth/password';
import type { CarrierRecord } from './store/records';

// The simulated old carrier (docs/decisions/047-mobile-orders-activation-routes.md). It answers a
// submission `answerSeconds` later on the server clock, by comparing what was sent with its own
// record of the number: account number and PIN against its scrypt hashes, names and billing ZIP
// exactly. A number it has no record of confirms whatever is sent. A confirmed number moves
// `releaseSeconds` after the answer. The PIN and account number typed are compared here and
// dropped: nothing of them is kept but the account number's last four (by the caller).

export function oldCarrierAnswer(carrier: CarrierRecord, request: PortInRequest): CarrierAnswer {
  const record = carrier.subscribers.find((s) => s.phoneNumber === request.phoneNumber);
  if (!record) return carrierAnswer({ locked: false, accountNumberMatches: true, pinMatches: true, nameAndAddressMatch: true, stalls: false });
  return carrierAnswer({
    locked: record.locked,
    accountNumberMatches: verifyPassword(request.accountNumber, record.accountNumberHash),
    pinMatches: verifyPassword(request.pin, record.pinHash),
    nameAndAddressMatch: record.firstName === request.firstName && record.lastName === request.lastName && record.zip === request.billingAddress.zip,
    stalls: record.stalls,
  });
}

/** The submission as the old carrier will answer it, timed from `now`. */
export function portAttempt(carrier: CarrierRecord, answer: CarrierAnswer, now: Date): PortAttempt {
  const answersAt = new Date(now.getTime() + carrier.answerSeconds * 1000);
  return {
    submittedAt: now.toISOString(),
    answersAt: answersAt.toISOString(),
    activeAt: answer.kind === 'CONFIRM' ? new Date(answersAt.getTime() + carrier.releaseSeconds * 1000).toISOString() : null,
    answer,
  };
}
