import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { scheduleMoreRefusal, scheduleRefusal } from '../domain/payment-date';
import { useFormat } from '../i18n/format';
import { RefusedAction } from './action-refusal';
import { Fact } from './facts';
import { PastDueNotice } from './past-due-notice';
import type { PastDueNotice as Notice } from '../domain/delinquency';
import type { AmountOwed } from '../domain/amount-owed';

interface Owing {
  creditBalance: number;
  pastDueAmount: number;
}

/**
 * What is due and by when, or the credit, and the past-due alert (spec billing §2, §3): the
 * account summary's balance card and the billing home's status card say it alike. `testIds`
 * prefixes the test ids, the two cards being on different pages. `notice`: the past-due tier's
 * copy, in place of the plain past-due alert. `owed`: what is owed in all
 * (src/domain/amount-owed.ts); with a mobile balance the amount is both together, and each
 * balance is named below it, as the one-time payment offers them.
 */
export function AmountDue({ owing, owed, testIds = '', notice = null }: { owing: Owing; owed: AmountOwed; testIds?: string; notice?: Notice | null }) {
  const format = useFormat();
  const dueDate = format.date(owed.dueDate);
  const credit = format.money(owing.creditBalance);
  const pastDue = format.money(owing.pastDueAmount);
  return (
    <>
      <p className="balance__amount" data-testid={`${testIds}amount-due`}>
        {format.money(owed.total)}
      </p>
      {owed.total > 0 ? (
        <p className="balance__due" data-testid={`${testIds}due-date`}>
          <Trans>Due {dueDate}</Trans>
        </p>
      ) : owing.creditBalance > 0 ? (
        <p className="balance__due">
          <Trans>You have a credit of {credit}.</Trans>
        </p>
      ) : (
        <p className="balance__due">
          <Trans>Nothing is due right now.</Trans>
        </p>
      )}
      {owed.mobile !== null ? (
        <dl className="facts facts--compact" data-testid={`${testIds}owed-parts`}>
          <Fact label={<Trans>Core services</Trans>}>{format.money(owed.core)}</Fact>
          <Fact label={<Trans>Mobile</Trans>}>{format.money(owed.mobile)}</Fact>
        </dl>
      ) : null}
      {notice ? (
        <PastDueNotice notice={notice} testIds={testIds} />
      ) : owing.pastDueAmount > 0 ? (
        <div className="balance__alert" data-testid={`${testIds}past-due`}>
          <span className="badge badge--danger">
            <Trans>Past due</Trans>
          </span>
          <p>
            <Trans>{pastDue} of this amount is past due. Please pay it as soon as possible to keep your service.</Trans>
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * Pay bill and Schedule a payment. Scheduling is refused by the date step's own rule (src/domain)
 * on an account that must pay today: shown disabled with that reason; with the
 * account's scheduled payments known, also at the limit of two (spec billing §5, §9).
 */
export function PayActions({
  account,
  refusedId,
  payTestId,
  scheduled,
}: {
  account: Parameters<typeof scheduleRefusal>[0];
  refusedId: string;
  payTestId?: string;
  /** the account's future-dated payments and the most it may have, when read */
  scheduled?: { count: number; max: number } | null;
}) {
  const scheduleRefused = scheduled
    ? scheduleMoreRefusal({ ...account, scheduledCount: scheduled.count, maxScheduled: scheduled.max })
    : scheduleRefusal(account);
  return (
    <div className="balance__actions">
      <Link to="/billing/pay-bill" search={{ open: 'otp' }} className="button button--primary" data-testid={payTestId}>
        <Trans>Pay bill</Trans>
      </Link>
      {scheduleRefused ? (
        <RefusedAction id={refusedId} label={<Trans>Schedule a payment</Trans>} refusal={scheduleRefused} />
      ) : (
        <Link to="/billing/pay-bill" search={{ open: 'fdp' }} className="button">
          <Trans>Schedule a payment</Trans>
        </Link>
      )}
    </div>
  );
}
