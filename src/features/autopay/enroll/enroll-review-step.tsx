import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EnrollMeta } from '../../../../machines/autopay/auto-pay-enroll';
import { balanceDue } from '../../../../machines/autopay/auto-pay.checks';
import { defaultDebitDay } from '../../../domain/autopay';
import { useFormat } from '../../../i18n/format';
import type { AutoPayErrorText } from '../parts/error-text';
import { DebitDayText, ServicesList } from '../../../ui/auto-pay-labels';
import { MethodName } from '../../../ui/method-name';
import { AutoPayReviewEnd, useAutoPayReview } from '../parts/review-end';
import type { EnrollFlow } from '../parts/use-child-flow';
import { Fact } from '../../../ui/facts';
import { StepForm } from '../../../ui/flow-steps/step-form';

/** What the call the machine has out is doing (its `meta.call`). */
const CALL_TEXT: Record<NonNullable<EnrollMeta['call']>, ReactNode> = {
  pay: <Trans>Sending your payment…</Trans>,
  enroll: <Trans>Enrolling you in Auto Pay…</Trans>,
};

/**
 * Enroll, step 3 "Review and finish" (spec billing §2): the method, the services, the day it
 * debits (the server's default, src/domain's `defaultDebitDay`), today's payment when there is
 * one, the $5 monthly discount (§9) for eligible accounts, and the terms, required (§5).
 */
export function EnrollReviewStep({ flow, errorText }: { flow: EnrollFlow; errorText: AutoPayErrorText }) {
  const { snapshot, send } = flow;
  const format = useFormat();
  const { info, choice, payBalance } = snapshot.context;
  const { billing } = info;
  const { busy, end } = useAutoPayReview(flow, errorText, CALL_TEXT);
  const method = info.methods.find((m) => m.id === choice.methodId);
  const paysToday = payBalance && balanceDue(info);
  const due = format.money(billing.amountDue);
  const discount = format.money(billing.autoPay.discountCents);

  return (
    <StepForm busy={busy} onSubmit={() => send({ type: 'submit' })}>
      <dl className="facts review" data-testid="ap-review">
        <Fact label={<Trans>Payment method</Trans>} testId="ap-review-method">
          {method ? <MethodName method={method} /> : null}
        </Fact>
        <Fact label={<Trans>Services covered</Trans>} testId="ap-review-services">
          <ServicesList services={choice.services} />
        </Fact>
        <Fact label={<Trans>Debit day</Trans>} testId="ap-review-day">
          <DebitDayText day={defaultDebitDay(billing.dueDate, info.debitDayRanges)} />
        </Fact>
        {balanceDue(info) ? (
          <Fact label={<Trans>Payment today</Trans>} testId="ap-review-payment">
            {paysToday ? due : <Trans>None</Trans>}
          </Fact>
        ) : null}
      </dl>
      <p className="card__text">
        <Trans>You can change the debit day after you enroll, in Manage Auto Pay.</Trans>
      </p>
      {billing.discountEligible ? (
        <p className="notice notice--success" data-testid="ap-discount">
          <Trans>With Auto Pay you save {discount} a month on your bill.</Trans>
        </p>
      ) : null}

      <AutoPayReviewEnd {...end} submitLabel={paysToday ? <Trans>Pay {due} and enroll</Trans> : <Trans>Enroll in Auto Pay</Trans>} />
    </StepForm>
  );
}
