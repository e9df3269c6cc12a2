import type { ErrorCode } from '../../src/domain/errors';
import { quickPayCvvIssue, quickPayFallback, quickPayMethod } from '../../src/domain/quick-pay';
import { ACME_AT_NOON, acmeOn, billingOn, paymentAnswerOn } from '../model/fixtures';
import { answered, each, faulted, flowModel, steps, unavailable } from '../model/model-helpers';
import { quickPayMachine, type QuickPayInfo } from './quick-pay';

/** What the guards read: whether quick pay may pay, and whether the CVV typed passes the rule. */
function projectQuickPay(c: { info: QuickPayInfo | null; cvv: string; tried: boolean }) {
  if (!c.info) return null;
  const method = quickPayMethod(c.info);
  return { fallback: quickPayFallback(c.info), cvvValid: method ? quickPayCvvIssue(method, c.cvv) === null : null, tried: c.tried };
}

/** The server refuses the payment for one field (a fault armed with that issue). */
const refused = (errorCode: ErrorCode, path: string, message: string) => {
  const issues = [{ path: [path], code: 'custom', message }];
  return {
    name: 'refused',
    event: { type: 'xstate.error.actor.pay', error: { code: errorCode, issues } },
    cause: { kind: 'fault' as const, operation: 'payments', errorCode, issues },
  };
};

/**
 * Quick pay as Acme's owner sees it at noon on `today`: $412.53 due, and the default method is
 * the prepaid Visa pm_4 Acme last paid with online (a card: its CVV is asked). Corner Cafe is past
 * due (spec billing §5 forces today's payment): quick pay hands over to the full flow. `info`
 * mirrors what the backend answers; the runner checks the machine follows the real answer.
 */
export function quickPayModelOn(today: string) {
  const acme: QuickPayInfo = { ...acmeOn(today), scheduledCount: 0, time: '12:00', defaultMethodId: 'pm_4' };
  const pastDue: QuickPayInfo = {
    ...acme,
    billing: { ...billingOn(today), amountDue: 42850, pastDueAmount: 42850, delinquencyTier: 'core30' },
    defaultMethodId: 'pm_8',
  };
  const paid = { ...paymentAnswerOn(today, { methodType: 'CARD', brand: 'VISA', last4: '0000' }) };
  return flowModel(quickPayMachine, 'Quick pay', {
    input: { keyPrefix: 'model-quick' },
    project: projectQuickPay,
    events: [...each('cvv.set', 'cvv', '123', '12'), ...steps('confirm', 'choose', 'retry', 'giveUp')],
    actors: {
      load: [
        answered('load', 'ready', acme),
        answered('load', 'needsChoice', pastDue, { username: 'pastdue@cornercafe.example' }),
        unavailable('load', 'billing'),
      ],
      pay: [
        answered('pay', 'paid', paid),
        faulted('pay', 'declined', 'payments', 'PAYMENT_DECLINED'),
        faulted('pay', 'cvvFailed', 'payments', 'CVV_AUTH_FAILED'),
        // the payment is made and its answer lost: trying again must not pay twice
        { name: 'lostAnswer', event: { type: 'xstate.error.actor.pay', error: { code: 'UNREACHABLE' } }, cause: { kind: 'lostAnswer' } },
        unavailable('pay', 'payments', 'noAnswer'),
        refused('VALIDATION_FAILED', 'paymentDate', 'date.mustPayToday'),
        faulted('pay', 'conflict', 'payments', 'CONFLICT'),
      ],
    },
    world: ACME_AT_NOON,
    verify: (outcome, steps) => (outcome === 'paid' || steps.includes('pay:lostAnswer') ? 'onePayment' : 'noPayment'),
  });
}
