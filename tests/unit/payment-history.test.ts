import { describe, expect, it } from 'vitest';
import { selectActivity, showsRunningBalance, withRunningBalance, ALL_ACTIVITY, MOBILE_ACTIVITY } from '../../src/domain/account-activity';
import { dateRangeIssue } from '../../src/domain/date-range';
import { PaymentStatus } from '../../src/domain/billing';
import {
  csvCell,
  dollarsOf,
  historyCsvName,
  inHistory,
  listedPayments,
  NO_HISTORY_FILTER,
  paymentHistoryCsv,
  selectHistory,
  type HistoryCsvWords,
  type HistoryPayment,
} from '../../src/domain/payment-history';
import { addBusinessDays, HistoryStatus, historyStatusOf, isBusinessDay, paymentLifecycle } from '../../src/domain/payment-lifecycle';

// Payment history, lifecycle and account activity: the rules of src/domain.

/** An RFC 4180 reader written for this test (not the writer's code): quoted fields, doubled quotes, CRLF. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the last line has no CRLF');
  return rows;
}

// 2026-11-23 is a Monday
const MONDAY = '2026-11-23';

describe('business days and a payment’s lifecycle', () => {
  it('skips weekends', () => {
    expect(isBusinessDay(MONDAY)).toBe(true);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(addBusinessDays('2026-11-20', 1)).toBe(MONDAY); // Friday → Monday
    expect(addBusinessDays(MONDAY, 3)).toBe('2026-11-26');
    expect(addBusinessDays('2026-11-21', 1)).toBe(MONDAY); // paid on Saturday
  });

  it('a bank payment: pending, posted the next business day, settled after the configured business days', () => {
    const bank = { methodType: 'BANK' as const, status: 'PENDING', paymentDate: '2026-11-20' };
    const on = (today: string) => paymentLifecycle(bank, today, 3)!;
    expect(on('2026-11-20')).toMatchObject({ stage: 'pending', status: 'PENDING' });
    expect(on('2026-11-22').stage).toBe('pending'); // the weekend moves nothing
    expect(on(MONDAY)).toMatchObject({ stage: 'posted', status: 'SUCCESS' });
    expect(on('2026-11-24').stage).toBe('posted');
    expect(on('2026-11-25')).toMatchObject({ stage: 'settled', status: 'SUCCESS', returnReason: null });
    expect(on('2026-11-25').steps.map((s) => [s.stage, s.date])).toEqual([
      ['submitted', '2026-11-20'],
      ['pending', '2026-11-20'],
      ['posted', MONDAY],
      ['settled', '2026-11-25'],
    ]);
    expect(paymentLifecycle(bank, '2026-11-25', 5)!.stage).toBe('posted');
  });

  it('a returned bank payment says so, and why, only once the bank has sent it back', () => {
    const bank = { methodType: 'BANK' as const, status: 'PENDING', paymentDate: MONDAY, returnReason: 'INSUFFICIENT_FUNDS' as const };
    const before = paymentLifecycle(bank, '2026-11-25', 3)!;
    expect(before).toMatchObject({ stage: 'posted', returnReason: null });
    expect(before.steps.at(-1)).toEqual({ stage: 'settled', date: '2026-11-26', reached: false }); // not told before it happens
    expect(paymentLifecycle(bank, '2026-11-26', 3)).toMatchObject({ stage: 'returned', status: 'RETURNED', returnReason: 'INSUFFICIENT_FUNDS' });
  });

  it('a card posts the day it is paid and settles the next business day; a return applies to bank payments only', () => {
    const card = { methodType: 'CARD' as const, status: 'SUCCESS', paymentDate: '2026-11-20', returnReason: 'INSUFFICIENT_FUNDS' as const };
    expect(paymentLifecycle(card, '2026-11-20', 3)).toMatchObject({ stage: 'posted', status: 'SUCCESS' });
    expect(paymentLifecycle(card, MONDAY, 3)).toMatchObject({ stage: 'settled', returnReason: null });
  });

  it('cash posts and settles the next business day; scheduled, cancelled and failed payments have no lifecycle', () => {
    const cash = { methodType: 'CASH' as const, status: 'PENDING', paymentDate: '2026-11-20' };
    expect(paymentLifecycle(cash, '2026-11-20', 3)!.stage).toBe('pending');
    expect(paymentLifecycle(cash, MONDAY, 3)!.stage).toBe('settled');
    for (const status of ['SCHEDULED', 'CANCELLED', 'FAILED']) expect(paymentLifecycle({ ...cash, status }, MONDAY, 3)).toBeNull();
  });
});

const payment = (id: string, over: Partial<HistoryPayment>): HistoryPayment => ({
  id,
  confirmationNumber: `CN-${id}`,
  amount: 41253,
  paymentDate: '2026-10-03',
  methodType: 'CARD',
  brand: 'VISA',
  last4: '7731',
  channel: 'ONLINE',
  status: 'SUCCESS',
  createdAt: '2026-10-03T14:00:00.000Z',
  lifecycle: paymentLifecycle(
    { methodType: over.methodType ?? 'CARD', status: over.status ?? 'SUCCESS', paymentDate: over.paymentDate ?? '2026-10-03' },
    MONDAY,
    3,
  ),
  failureReason: null,
  ...over,
});

describe('one list of payments, one set of statuses (the history, its filter, the summary, the server)', () => {
  const stored = PaymentStatus.options.map((status, i) =>
    payment(`p-${status}`, {
      status,
      paymentDate: `2026-10-0${i + 1}`,
      lifecycle: paymentLifecycle({ methodType: 'CARD', status, paymentDate: `2026-10-0${i + 1}` }, MONDAY, 3),
    }),
  );

  it('lists every payment but one still scheduled (that one is in the scheduled payments), newest first', () => {
    expect(PaymentStatus.options.filter((status) => !inHistory(status))).toEqual(['SCHEDULED']);
    expect(listedPayments(stored).map((p) => p.status)).toEqual(['FAILED', 'CANCELLED', 'PENDING', 'SUCCESS']);
    // the same day: the one made later first
    const sameDay = [payment('early', { createdAt: '2026-10-03T09:00:00.000Z' }), payment('late', { createdAt: '2026-10-03T15:00:00.000Z' })];
    expect(listedPayments(sameDay).map((p) => p.id)).toEqual(['late', 'early']);
  });

  it('every listed payment has a status the filter offers, and the filter finds it by that status', () => {
    for (const p of listedPayments(stored)) {
      const status = historyStatusOf(p);
      expect(HistoryStatus.options).toContain(status);
      expect(selectHistory(listedPayments(stored), { ...NO_HISTORY_FILTER, status }).map((row) => row.id)).toContain(p.id);
    }
    // a scheduled payment cancelled before its day reads Canceled, one refused Failed
    expect(historyStatusOf({ status: 'CANCELLED', lifecycle: null })).toBe('CANCELLED');
    expect(historyStatusOf({ status: 'FAILED', lifecycle: null })).toBe('FAILED');
    expect(selectHistory(listedPayments(stored), { ...NO_HISTORY_FILTER, status: 'CANCELLED' }).map((p) => p.id)).toEqual(['p-CANCELLED']);
  });
});

describe('the history’s filters', () => {
  const rows = [
    payment('p1', {}),
    payment('p2', { paymentDate: '2026-11-20', methodType: 'BANK', brand: null, last4: '8841', channel: 'CHAT', status: 'PENDING' }),
    payment('p3', { paymentDate: '2026-09-02', status: 'FAILED', lifecycle: null, channel: 'PHONE' }),
  ];
  rows[1] = { ...rows[1]!, lifecycle: paymentLifecycle({ methodType: 'BANK', status: 'PENDING', paymentDate: '2026-11-20' }, '2026-11-20', 3) };
  const ids = (filter: Partial<typeof NO_HISTORY_FILTER>) => selectHistory(rows, { ...NO_HISTORY_FILTER, ...filter }).map((p) => p.id);

  it('by date range (ends included), status, method and channel', () => {
    expect(ids({})).toEqual(['p1', 'p2', 'p3']);
    expect(ids({ from: '2026-10-03', to: '2026-11-19' })).toEqual(['p1']);
    expect(ids({ status: 'PENDING' })).toEqual(['p2']);
    expect(ids({ status: 'FAILED' })).toEqual(['p3']);
    expect(ids({ method: 'BANK' })).toEqual(['p2']);
    expect(ids({ channel: 'PHONE' })).toEqual(['p3']);
    expect(ids({ channel: 'IN_STORE' })).toEqual([]);
  });

  it('a range must be real days, from not after to', () => {
    expect(dateRangeIssue({ from: '2026-11-01', to: '2026-10-01' })).toBe('range.reversed');
    expect(dateRangeIssue({ from: '2026-02-30', to: null })).toBe('range.invalidDate');
    expect(dateRangeIssue({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeIssue({ from: null, to: null })).toBeNull();
  });
});

describe('the CSV for the accountant', () => {
  const words: HistoryCsvWords = {
    header: {
      date: 'Fecha',
      amount: 'Monto (USD)',
      method: 'Método',
      last4: 'Últimos cuatro',
      channel: 'Canal',
      confirmation: 'Confirmación',
      status: 'Estado',
    },
    method: (p) => (p.methodType === 'BANK' ? 'Cuenta bancaria, corriente' : 'Visa'),
    channel: (c) => (c === 'CHAT' ? 'Por "chat"' : 'En línea'),
    status: (s) => (s === 'SUCCESS' ? 'Completado' : 'En Proceso'),
  };

  it('has one line per row shown, amounts in dollars from cents, every tricky cell quoted', () => {
    const rows = [
      payment('p1', { amount: 5 }),
      payment('p2', { amount: 100000, methodType: 'BANK', brand: null, last4: '0041', channel: 'CHAT', confirmationNumber: '=HYPERLINK("x")' }),
    ];
    rows[1] = { ...rows[1]!, lifecycle: paymentLifecycle({ methodType: 'BANK', status: 'PENDING', paymentDate: MONDAY }, MONDAY, 3) };
    const text = paymentHistoryCsv(rows, words);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(readCsv(text)).toEqual([
      ['Fecha', 'Monto (USD)', 'Método', 'Últimos cuatro', 'Canal', 'Confirmación', 'Estado'],
      ['2026-10-03', '0.05', 'Visa', '7731', 'En línea', 'CN-p1', 'Completado'],
      ['2026-10-03', '1000.00', 'Cuenta bancaria, corriente', '0041', 'Por "chat"', `'=HYPERLINK("x")`, 'En Proceso'],
    ]);
    // the amounts add up to the cents they came from
    const cents = readCsv(text)
      .slice(1)
      .map((r) => Math.round(Number(r[1]) * 100));
    expect(cents).toEqual([5, 100000]);
  });

  it('writes dollars and cells exactly', () => {
    expect(dollarsOf(41253)).toBe('412.53');
    expect(dollarsOf(0)).toBe('0.00');
    expect(dollarsOf(-500)).toBe('-5.00');
    expect(csvCell('-5.00')).toBe('-5.00');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' edge')).toBe('" edge"');
    expect(csvCell('+1 call')).toBe("'+1 call");
    expect(historyCsvName('8347 1000 1234', { ...NO_HISTORY_FILTER, from: '2026-01-01' })).toBe('payments-834710001234-from-2026-01-01.csv');
  });
});

describe('account activity', () => {
  const rows = [
    { id: 'p', date: '2026-11-03', kind: 'PAYMENT' as const, amount: -20000, service: 'CORE' as const },
    { id: 'm', date: '2026-11-01', kind: 'CHARGE' as const, amount: 9000, service: 'MOBILE' as const },
    { id: 'c', date: '2026-11-01', kind: 'CREDIT' as const, amount: -500, service: 'MOBILE' as const },
    { id: 'i', date: '2026-11-01', kind: 'CHARGE' as const, amount: 15000, service: 'CORE' as const },
  ];

  it('each row has the balance it left, newest = the balance now, computed on the whole list', () => {
    const withBalance = withRunningBalance(rows, 3500);
    expect(withBalance.map((r) => r.balanceAfter)).toEqual([3500, 23500, 14500, 15000]);
    // the oldest row's balance less its own amount is what came before it all
    expect(withBalance.at(-1)!.balanceAfter - rows.at(-1)!.amount).toBe(3500 - rows.reduce((t, r) => t + r.amount, 0));
    const mobile = selectActivity(withBalance, MOBILE_ACTIVITY);
    expect(mobile.map((r) => [r.id, r.balanceAfter])).toEqual([
      ['m', 23500],
      ['c', 14500],
    ]);
  });

  it('shows a running balance only over the whole activity of its dates: not narrowed by type or service', () => {
    expect(showsRunningBalance(ALL_ACTIVITY)).toBe(true);
    expect(showsRunningBalance({ ...ALL_ACTIVITY, from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(showsRunningBalance({ ...ALL_ACTIVITY, kind: 'CREDITS' })).toBe(false);
    expect(showsRunningBalance({ ...ALL_ACTIVITY, kind: 'PAYMENTS' })).toBe(false);
    expect(showsRunningBalance(MOBILE_ACTIVITY)).toBe(false);
  });

  it('filters by type, service and date range', () => {
    const ids = (f: Partial<typeof ALL_ACTIVITY>) => selectActivity(rows, { ...ALL_ACTIVITY, ...f }).map((r) => r.id);
    expect(ids({ kind: 'PAYMENTS' })).toEqual(['p']);
    expect(ids({ kind: 'CREDITS', service: 'MOBILE' })).toEqual(['c']);
    expect(ids({ kind: 'CHARGES', service: 'CORE' })).toEqual(['i']);
    expect(ids({ from: '2026-11-02' })).toEqual(['p']);
    expect(ids({ to: '2026-11-01', service: 'CORE' })).toEqual(['i']);
  });
});
