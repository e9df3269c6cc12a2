import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActivityRow } from '../../../machines/billing/billing-list';
import { screenMeta } from '../../../machines/parts/screen';
import { accountActivity } from '../../api/flows-activity';
import type { PageRead } from '../../api/billing';
import {
  ActivityKind,
  ALL_ACTIVITY,
  MOBILE_ACTIVITY,
  MOBILE_KINDS,
  showsRunningBalance,
  type ActivityFilter,
  type ActivityService,
} from '../../domain/account-activity';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { PAYMENT_CHANNEL_LABELS } from '../../ui/labels';
import { BillingListPage, LedgerCard, LedgerHead, ListStatus, STAGE_LABELS, ledgerList, type Option } from './list-parts';

const KIND_LABELS: Record<ActivityKind, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'filter option' }),
  PAYMENTS: msg`Payments`,
  CHARGES: msg`Charges`,
  CREDITS: msg`Credits`,
};
const KIND_OPTIONS: Option<ActivityKind>[] = ActivityKind.options.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const SERVICE_OPTIONS: Option<ActivityService>[] = [
  { value: null, label: msg({ message: 'All', context: 'filter option' }) },
  { value: 'CORE', label: msg`Internet, TV and Business Phone` },
  { value: 'MOBILE', label: msg({ message: 'Mobile', context: 'service' }) },
];

const ACTIVITY_LIST = ledgerList<ActivityFilter>('activity', 'activity', msg`No activity matches these filters.`, [
  { key: 'kind', label: msg`Type`, options: KIND_OPTIONS },
  { key: 'service', label: msg`Service`, options: SERVICE_OPTIONS },
]);

/**
 * /billing/account-activity (spec billing §2 "payments and charges tables", §8): the
 * account's payments, charges and credits with the balance each left, filtered by dates, type
 * and service; for an account with mobile, the mobile transactions (All, Payments, Credits).
 */
export function AccountActivityPage() {
  const hasMobile = useLoaderData({ strict: false }) as PageRead<boolean> | null;
  return (
    <BillingListPage title={msg`Account activity`} current="/billing/account-activity">
      {() => (
        <>
          <AccountActivity />
          {hasMobile?.status === 'ready' && hasMobile.data ? <MobileTransactions /> : null}
        </>
      )}
    </BillingListPage>
  );
}

function AccountActivity() {
  const { snapshot, send } = useFlow(accountActivity, { filter: ALL_ACTIVITY });
  const { rows, filter } = snapshot.context;
  const payments = rows.filter((r) => r.kind === 'PAYMENT');
  const charges = rows.filter((r) => r.kind !== 'PAYMENT');
  // the rows' balances only over the whole activity of the dates (src/domain/account-activity.ts
  // `showsRunningBalance`): a type or a service narrows the list, and the column goes with its header
  const balance = showsRunningBalance(filter);
  return (
    <LedgerCard list={ACTIVITY_LIST} snapshot={snapshot} send={send}>
      {balance ? null : (
        <p className="card__text ledger__note" data-testid="activity-no-balance">
          <Trans>Balances are shown when every type and service is listed.</Trans>
        </p>
      )}
      {payments.length > 0 ? <ActivityTable rows={payments} testId="activity-payments" title={<Trans>Payments</Trans>} balance={balance} /> : null}
      {charges.length > 0 ? <ActivityTable rows={charges} testId="activity-charges" title={<Trans>Charges and credits</Trans>} balance={balance} /> : null}
    </LedgerCard>
  );
}

/** What a row is: a payment's channel and lifecycle stage, or the statement line a charge or credit is. */
function RowDescription({ row }: { row: ActivityRow }) {
  const { t } = useLingui();
  if (row.kind !== 'PAYMENT') return <>{row.description}</>;
  const channel = row.channel ? t(PAYMENT_CHANNEL_LABELS[row.channel]) : null;
  return (
    <>
      {channel ? <Trans>Payment, {channel}</Trans> : <Trans>Payment</Trans>}
      {row.stage ? (
        <span className="ledger__sub" data-testid="activity-stage">
          {t(STAGE_LABELS[row.stage])}
        </span>
      ) : null}
    </>
  );
}

function ActivityTable({ rows, title, testId, balance }: { rows: ActivityRow[]; title: ReactNode; testId: string; balance: boolean }) {
  const { money, date } = useFormat();
  return (
    <table className="statements__table ledger__table" data-testid={testId}>
      <caption className="ledger__caption">{title}</caption>
      <LedgerHead
        columns={[
          { label: <Trans>Date</Trans> },
          { label: <Trans>Amount</Trans>, num: true },
          { label: <Trans>Description</Trans> },
          ...(balance ? [{ label: <Trans>Balance</Trans>, num: true }] : []),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid={`${testId}-row`}>
            <td>{date(row.date, 'medium')}</td>
            <td className="num">{money(row.amount)}</td>
            <td>
              <RowDescription row={row} />
            </td>
            {balance ? <td className="num">{row.balanceAfter === null ? '—' : money(row.balanceAfter)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** spec billing §2: the mobile transactions, filtered All, Payments or Credits. */
function MobileTransactions() {
  const { t } = useLingui();
  const { snapshot, send } = useFlow(accountActivity, { filter: MOBILE_ACTIVITY });
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const show = (kind: ActivityKind) => {
    send({ type: 'edit', patch: { kind } });
    send({ type: 'apply' });
  };
  return (
    <section
      className="card ledger__card"
      aria-labelledby="mobile-transactions-title"
      data-testid="mobile-transactions"
      data-state={JSON.stringify(snapshot.value)}
      aria-busy={busy || undefined}
    >
      <h2 id="mobile-transactions-title" className="card__title">
        <Trans>Mobile transactions</Trans>
      </h2>
      <p className="card__text">
        <Link to="/services/mobile" className="link" data-testid="activity-mobile-link">
          <Trans>Your mobile lines and data usage</Trans>
        </Link>
      </p>
      <div className="ledger__segments" role="group" aria-label={t`Show`}>
        {MOBILE_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`button button--small${snapshot.context.filter.kind === kind ? ' button--primary' : ''}`}
            aria-pressed={snapshot.context.filter.kind === kind}
            disabled={busy}
            onClick={() => show(kind)}
            data-testid={`mobile-filter-${kind.toLowerCase()}`}
          >
            {t(KIND_LABELS[kind])}
          </button>
        ))}
      </div>
      <ListStatus screen={screen} testId="mobile" empty={<Trans>No mobile transactions of this kind.</Trans>} onRetry={() => send({ type: 'retry' })} />
      {screen === 'list' ? (
        <ActivityTable
          rows={snapshot.context.rows}
          testId="mobile-table"
          title={<Trans context="service">Mobile</Trans>}
          balance={showsRunningBalance(snapshot.context.filter)}
        />
      ) : null}
    </section>
  );
}
