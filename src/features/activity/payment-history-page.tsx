import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { paymentHistory } from '../../api/flows-activity';
import { saveInBrowser } from '../../api/save-file';
import { PaymentChannel } from '../../domain/billing';
import {
  historyCsvName,
  NO_HISTORY_FILTER,
  paymentHistoryCsv,
  type HistoryMethod,
  type HistoryPayment,
  type PaymentHistoryFilter,
} from '../../domain/payment-history';
import { HistoryStatus } from '../../domain/payment-lifecycle';
import type { SubmissionFailure } from '../../domain/payment-lifecycle';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { BRAND_NAMES, HISTORY_STATUS_LABELS, PAYMENT_CHANNEL_LABELS } from '../../ui/labels';
import { HistoryStatusBadge } from '../../ui/payment-status';
import { usePaymentMethodName } from '../../ui/payment-method-text';
import { PaymentTimeline } from './lifecycle';
import { BillingListPage, LedgerCard, LedgerHead, ledgerList, type Option } from './list-parts';

// Why a scheduled payment was not made on its day (src/domain/scheduled-payment.ts), with what to do.
const FAILURE_REASONS: Record<SubmissionFailure, MessageDescriptor> = {
  METHOD_REMOVED: msg`Not made: its payment method was removed from your wallet before its day. Make a new payment.`,
  CARD_EXPIRED: msg`Not made: the card had expired by its day. Update the card or use another method, then make a new payment.`,
  DECLINED: msg`Not made: the payment was declined on its day. Make a new payment or use another method.`,
};
const METHOD_LABELS: Record<HistoryMethod, MessageDescriptor> = { CARD: msg`Card`, BANK: msg`Bank account`, CASH: msg`Cash` };
const ALL = msg({ message: 'All', context: 'filter option' });

const STATUS_OPTIONS: Option<HistoryStatus>[] = [
  { value: null, label: ALL },
  ...HistoryStatus.options.map((value) => ({ value, label: HISTORY_STATUS_LABELS[value] })),
];
const METHOD_OPTIONS: Option<HistoryMethod>[] = [
  { value: null, label: ALL },
  ...(['CARD', 'BANK', 'CASH'] as const).map((value) => ({ value, label: METHOD_LABELS[value] })),
];
const CHANNEL_OPTIONS: Option<HistoryPayment['channel']>[] = [
  { value: null, label: ALL },
  ...PaymentChannel.options.map((value) => ({ value, label: PAYMENT_CHANNEL_LABELS[value] })),
];

const HISTORY_LIST = ledgerList<PaymentHistoryFilter>('payment-history', 'history', msg`No payments match these filters.`, [
  { key: 'status', label: msg`Status`, options: STATUS_OPTIONS },
  { key: 'method', label: msg`Method`, options: METHOD_OPTIONS },
  { key: 'channel', label: msg`Channel`, options: CHANNEL_OPTIONS },
]);

/**
 * /billing/payment-history (spec billing §2, §3 Payment, §4): every payment with its
 * method, channel, confirmation number, status and lifecycle; filters; the CSV of the rows shown.
 */
export function PaymentHistoryPage() {
  return (
    <BillingListPage title={msg`Payment history`} current="/billing/payment-history">
      {(profile) => <PaymentHistory accountNumber={profile.accountNumber} />}
    </BillingListPage>
  );
}

function useCsvWords() {
  const { t } = useLingui();
  return {
    header: {
      date: t`Date`,
      amount: t`Amount (USD)`,
      method: t`Method`,
      last4: t`Last four`,
      channel: t`Channel`,
      confirmation: t`Confirmation number`,
      status: t`Status`,
    },
    method: (p: HistoryPayment) => (p.methodType === 'CARD' && p.brand ? BRAND_NAMES[p.brand] : t(METHOD_LABELS[p.methodType])),
    channel: (channel: HistoryPayment['channel']) => t(PAYMENT_CHANNEL_LABELS[channel]),
    status: (status: HistoryStatus) => t(HISTORY_STATUS_LABELS[status]),
  };
}

function PaymentHistory({ accountNumber }: { accountNumber: string }) {
  const { snapshot, send } = useFlow(paymentHistory, { filter: NO_HISTORY_FILTER });
  const { filter, rows } = snapshot.context;
  const words = useCsvWords();
  const exportCsv = () =>
    saveInBrowser(historyCsvName(accountNumber, filter), new Blob([`\uFEFF${paymentHistoryCsv(rows, words)}`], { type: 'text/csv;charset=utf-8' }));
  return (
    <LedgerCard list={HISTORY_LIST} snapshot={snapshot} send={send}>
      <div className="ledger__bar">
        <p className="card__text" role="status" data-testid="history-count">
          <Plural value={rows.length} one="# payment" other="# payments" />
        </p>
        <button type="button" className="button" onClick={exportCsv} disabled={snapshot.hasTag('busy')} data-testid="history-csv">
          <Trans>Download CSV for your accountant</Trans>
        </button>
      </div>
      <HistoryTable rows={rows} />
    </LedgerCard>
  );
}

function HistoryTable({ rows }: { rows: HistoryPayment[] }) {
  const { t } = useLingui();
  const { money, date } = useFormat();
  const methodName = usePaymentMethodName();
  return (
    <table className="statements__table ledger__table" data-testid="history-table">
      <caption className="visually-hidden">
        <Trans>Your payments, newest first</Trans>
      </caption>
      <LedgerHead
        columns={[
          { label: <Trans>Date</Trans> },
          { label: <Trans>Amount</Trans>, num: true },
          { label: <Trans>Method</Trans> },
          { label: <Trans>Channel</Trans> },
          { label: <Trans>Confirmation number</Trans> },
          { label: <Trans>Status</Trans> },
        ]}
      />
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} data-testid="history-row" data-payment={p.id}>
            <td>{date(p.paymentDate, 'medium')}</td>
            <td className="num">{money(p.amount)}</td>
            <td>{methodName(p)}</td>
            <td>{t(PAYMENT_CHANNEL_LABELS[p.channel])}</td>
            <td className="ledger__confirmation">{p.confirmationNumber}</td>
            <td>
              <HistoryStatusBadge payment={p} testId="history-status" />
              {p.lifecycle ? <PaymentTimeline lifecycle={p.lifecycle} testId="history-timeline" /> : null}
              {p.failureReason ? (
                <p className="timeline__reason" data-testid="history-failure">
                  {t(FAILURE_REASONS[p.failureReason])}
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
