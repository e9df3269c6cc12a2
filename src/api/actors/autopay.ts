import { z } from 'zod/mini';
import { newMethodRequest, type AutoPayInfo, type NewMethodDraft } from '../../../machines/autopay/auto-pay.checks';
import { availableAutoPayServices, type AutoPayService } from '../../domain/autopay';
import { AutoPay, Billing, PaymentMethod } from '../../domain/billing';
import type { Transport } from '../transport';
import { paymentCalls } from './payment';

const METHOD_FIELDS = 'id type brand last4 expiry nameOnCard zip bankAccountType nickname prepaid expired expiringSoon restricted usedForAutoPay';
const AUTO_PAY_INFO = `query AutoPayInfo {
  billing { amountDue pastDueAmount pendingPaymentAmount dueDate currentBalance creditBalance accountStatus delinquencyTier softDisconnected billingSuppressed
    restrictions { type cardsAccepted bankAccepted onlineAccepted } discountEligible paperless
    autoPay { enrolled methodId debitDay services discountCents } limits { today time minAmount maxAmount lastFutureDate cutoffTime maxScheduled } }
  paymentMethods { ${METHOD_FIELDS} }
  account { debitDayInfo { ranges { start end } } }
  services { serviceKey }
}`;
const InfoAnswer = z.object({
  billing: Billing,
  paymentMethods: z.array(PaymentMethod),
  account: z.object({ debitDayInfo: z.object({ ranges: z.array(z.object({ start: z.number().check(z.int()), end: z.number().check(z.int()) })) }) }),
  services: z.array(z.object({ serviceKey: z.string() })),
});
const AUTO_PAY_FIELDS = 'enrolled methodId debitDay services discountCents';
const Enrolled = z.object({ enrollAutoPay: AutoPay });
const Cancelled = z.object({ cancelAutoPay: AutoPay });
const Replaced = z.object({ replaceAutoPay: AutoPay });
const DateChanged = z.object({ updateAutoPayDate: AutoPay });

type Enrollment = { methodId: string; services: AutoPayService[]; termsAccepted: boolean; cvv: string | null };
/** An enrollment as the mutations take it: a bank account sends no CVV. */
const enrollmentInput = (input: Enrollment) => ({
  methodId: input.methodId,
  services: input.services,
  termsAccepted: input.termsAccepted,
  ...(input.cvv ? { cvv: input.cvv } : {}),
});

/** The Auto Pay flows' calls (docs/backend.md GraphQL billing operations; the balance goes through the payment route). */
export function autoPayCalls(transport: Transport) {
  return {
    loadAutoPayInfo: async (): Promise<AutoPayInfo> => {
      const info = await transport.graph(AUTO_PAY_INFO, InfoAnswer);
      return {
        billing: info.billing,
        methods: info.paymentMethods,
        availableServices: availableAutoPayServices(info.services.map((s) => s.serviceKey)),
        debitDayRanges: info.account.debitDayInfo.ranges,
      };
    },
    submitPayment: paymentCalls(transport).submitPayment,
    // the method typed in on an Auto Pay step, saved for those services (or refused, unsaved)
    saveAutoPayMethod: async (input: { draft: NewMethodDraft; services: AutoPayService[] }) =>
      (
        await transport.graph(
          `mutation($input: SavePaymentMethodInput!) { savePaymentMethod(input: $input) { ${METHOD_FIELDS} } }`,
          z.object({ savePaymentMethod: PaymentMethod }),
          {
            input: newMethodRequest(input.draft, input.services),
          },
        )
      ).savePaymentMethod,
    // each mutation answers the account's Auto Pay as it now stands
    enrollAutoPay: async (input: Enrollment): Promise<AutoPay> =>
      (
        await transport.graph(`mutation($input: EnrollAutoPayInput!) { enrollAutoPay(input: $input) { ${AUTO_PAY_FIELDS} } }`, Enrolled, {
          input: enrollmentInput(input),
        })
      ).enrollAutoPay,
    cancelAutoPay: async (): Promise<AutoPay> =>
      (await transport.graph(`mutation($input: CancelAutoPayInput!) { cancelAutoPay(input: $input) { ${AUTO_PAY_FIELDS} } }`, Cancelled, { input: {} }))
        .cancelAutoPay,
    // the change of method: the server cancels the old enrollment and enrolls this one in one write, or neither
    replaceAutoPay: async (input: Enrollment): Promise<AutoPay> =>
      (
        await transport.graph(`mutation($input: EnrollAutoPayInput!) { replaceAutoPay(input: $input) { ${AUTO_PAY_FIELDS} } }`, Replaced, {
          input: enrollmentInput(input),
        })
      ).replaceAutoPay,
    updateAutoPayDate: async (input: { debitDay: number }): Promise<AutoPay> =>
      (await transport.graph(`mutation($input: UpdateAutoPayDateInput!) { updateAutoPayDate(input: $input) { ${AUTO_PAY_FIELDS} } }`, DateChanged, { input }))
        .updateAutoPayDate,
  };
}
