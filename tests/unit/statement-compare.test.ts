import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ComparableStatement, comparedSections, compareStatements } from '../../src/domain/statement-compare';
import { adjustmentsOf, statementIsLate, statementSections, type StatementLine } from '../../src/domain/statement';
import { Store } from '../../src/server/store/records';

const statement = (lineItems: StatementLine[], over: Partial<ComparableStatement> = {}): ComparableStatement => {
  const currentCharges = lineItems.reduce((t, l) => t + l.amount, 0);
  return { previousBalance: 0, paymentsReceived: 0, currentCharges, totalDue: currentCharges, lineItems, ...over };
};
const internet: StatementLine = { section: 'INTERNET', description: 'Internet Standard', amount: 8999 };
const tax = (amount: number): StatementLine => ({ section: 'TAXES_FEES', description: 'State and local sales tax', amount });

describe('compare with last month (src/domain/statement-compare.ts)', () => {
  it('gives each line its change and the reason the data gives', () => {
    const previous = statement([
      internet,
      { section: 'CREDITS', kind: 'PROMOTION', description: 'Promotion', amount: -1500 },
      { section: 'ONE_TIME', description: 'Installation', amount: 4999 },
      { section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1000 },
      { section: 'TV', description: 'TV Select', amount: 6499 },
      { section: 'INTERNET', kind: 'PARTIAL_MONTH', description: 'Static IP', amount: 1066 },
      tax(1100),
    ]);
    const current = statement([
      { ...internet, amount: 9499 },
      { section: 'VOICE', description: 'Business Voice (1 line)', amount: 3999 },
      { section: 'INTERNET', description: 'Static IP', amount: 1999 },
      { section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1000 },
      { section: 'CREDITS', description: 'Courtesy credit', amount: -500 },
      tax(1250),
    ]);
    const compared = compareStatements(current, previous);
    const by = Object.fromEntries(compared.lines.map((l) => [l.description, [l.previous, l.current, l.change, l.reason]]));
    expect(by).toEqual({
      'Internet Standard': [8999, 9499, 500, 'rateChange'],
      'Business Voice (1 line)': [null, 3999, 3999, 'newService'],
      'Static IP': [1066, 1999, 933, 'partialMonth'],
      'Late payment fee': [1000, 1000, 0, 'unchanged'],
      'Courtesy credit': [null, -500, -500, 'creditApplied'],
      'State and local sales tax': [1100, 1250, 150, 'taxChange'],
      Promotion: [-1500, null, 1500, 'promotionEnded'],
      Installation: [4999, null, -4999, 'oneTimeFeeGone'],
      'TV Select': [6499, null, -6499, 'removedService'],
    });
    expect(compared.charges.change).toBe(current.currentCharges - previous.currentCharges);
    expect(compared.lines.reduce((t, l) => t + l.change, 0)).toBe(compared.charges.change);
    expect(compared.reconciled).toBe(true);
  });

  it('names a new late fee, one-time fee and partial month, and a late fee gone', () => {
    const previous = statement([internet, { section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee (old)', amount: 1500 }]);
    const current = statement([
      internet,
      { section: 'OTHER', kind: 'LATE_FEE', description: 'Late payment fee', amount: 1000 },
      { section: 'ONE_TIME', description: 'Outlet installation', amount: 7500 },
      { section: 'TV', kind: 'PARTIAL_MONTH', description: 'TV Select', amount: 3000 },
    ]);
    // by section: Internet, TV, then the additional charges (the late fee gone with them)
    expect(compareStatements(current, previous).lines.map((l) => l.reason)).toEqual(['unchanged', 'partialMonth', 'lateFee', 'oneTimeFee', 'lateFeeGone']);
  });

  it('keeps a device installment as one line while its number changes', () => {
    const line = (n: number): StatementLine => ({
      section: 'MOBILE',
      kind: 'DEVICE_INSTALLMENT',
      description: `Device payment: iPhone 15 (${n} of 24)`,
      amount: 3333,
    });
    const compared = compareStatements(statement([line(4)]), statement([line(3)]));
    expect(compared.lines).toEqual([
      { section: 'DEVICE_INSTALLMENTS', description: 'Device payment: iPhone 15 (4 of 24)', previous: 3333, current: 3333, change: 0, reason: 'unchanged' },
    ]);
  });

  it('matches equal lines one to one', () => {
    const compared = compareStatements(statement([internet, internet]), statement([internet]));
    expect(compared.lines.map((l) => l.reason)).toEqual(['unchanged', 'newService']);
  });

  it('does not reconcile when a statement\u2019s lines do not add up to its charges', () => {
    const broken = { ...statement([internet]), currentCharges: 9000, totalDue: 9000 };
    expect(compareStatements(broken, statement([internet])).reconciled).toBe(false);
  });

  it('explains the total due by previous balance, payments, adjustments and charges', () => {
    const previous = statement([internet], { previousBalance: 5000, paymentsReceived: 5000, totalDue: 8999 });
    const current = statement([tax(100), internet], { previousBalance: 8999, paymentsReceived: 4000, totalDue: 8999 - 4000 + 9099 + 25 });
    const c = compareStatements(current, previous);
    expect(adjustmentsOf(current)).toBe(25);
    expect(c.previousBalance.change - c.paymentsReceived.change + c.adjustments.change + c.charges.change).toBe(c.totalDue.change);
    expect([c.previousBalance.change, c.paymentsReceived.change, c.adjustments.change, c.charges.change]).toEqual([3999, -1000, 25, 100]);
    // each part of the total due on both statements, not only its change
    expect(c.previousBalance).toEqual({ previous: 5000, current: 8999, change: 3999 });
    expect(c.paymentsReceived).toEqual({ previous: 5000, current: 4000, change: -1000 });
    expect(c.adjustments).toEqual({ previous: 0, current: 25, change: 25 });
    expect(c.totalDue).toEqual({ previous: 8999, current: 8999 - 4000 + 9099 + 25, change: c.totalDue.current - 8999 });
  });

  it('keeps a service\u2019s lines together, in the statement\u2019s order of sections, gone lines with their service', () => {
    const tv: StatementLine = { section: 'TV', description: 'TV Select', amount: 6499 };
    const receiver: StatementLine = { section: 'TV', description: 'HD receiver (1)', amount: 799 };
    const promotion: StatementLine = { section: 'CREDITS', kind: 'PROMOTION', description: 'Promotion', amount: -1500 };
    const staticIp: StatementLine = { section: 'INTERNET', description: 'Static IP', amount: 1999 };
    // last month: a promotion and a receiver; this month the lines come interleaved, the receiver and the promotion gone
    const previous = statement([internet, tv, receiver, promotion, tax(1100)]);
    const current = statement([tv, tax(1200), internet, staticIp]);
    const c = compareStatements(current, previous);
    expect(c.lines.map((l) => [l.section, l.description])).toEqual([
      ['INTERNET', 'Internet Standard'],
      ['INTERNET', 'Static IP'],
      ['TV', 'TV Select'],
      ['TV', 'HD receiver (1)'],
      ['CREDITS', 'Promotion'],
      ['TAXES_FEES', 'State and local sales tax'],
    ]);
    expect(comparedSections(c.lines).map((g) => [g.section, g.lines.length, g.total])).toEqual([
      ['INTERNET', 2, { previous: 8999, current: 8999 + 1999, change: 1999 }],
      ['TV', 2, { previous: 6499 + 799, current: 6499, change: -799 }],
      ['CREDITS', 1, { previous: -1500, current: 0, change: 1500 }],
      ['TAXES_FEES', 1, { previous: 1100, current: 1200, change: 100 }],
    ]);
    expect(comparedSections(c.lines).reduce((t, g) => t + g.total.change, 0)).toBe(c.charges.change);
  });
});

describe('statement sections and delay (src/domain/statement.ts)', () => {
  it('groups lines by the digital statement\u2019s sections, in order, with totals', () => {
    const groups = statementSections([
      tax(100),
      { section: 'MOBILE', kind: 'DEVICE_INSTALLMENT', description: 'Device', amount: 3333 },
      { section: 'ONE_TIME', description: 'Install', amount: 4999 },
      { section: 'OTHER', description: 'Paper statement fee', amount: 299 },
      internet,
    ]);
    expect(groups.map((g) => [g.section, g.total])).toEqual([
      ['INTERNET', 8999],
      ['DEVICE_INSTALLMENTS', 3333],
      ['ADDITIONAL', 5298],
      ['TAXES_FEES', 100],
    ]);
  });

  it('says the statement is late once a month has passed since the latest one', () => {
    expect(statementIsLate('2026-10-14', '2026-11-13')).toBe(false);
    expect(statementIsLate('2026-10-14', '2026-11-14')).toBe(true);
    expect(statementIsLate(null, '2026-11-14')).toBe(false);
  });
});

describe('the seed (db.json)', () => {
  const db = Store.parse(JSON.parse(readFileSync(new URL('../../db.json', import.meta.url), 'utf8')));

  it('Compare totals reconcile for every seeded pair of months of every demo account', () => {
    let pairs = 0;
    for (const account of db.accounts) {
      const list = db.statements.filter((s) => s.accountId === account.id).sort((a, b) => a.statementDate.localeCompare(b.statementDate));
      for (let i = 1; i < list.length; i += 1) {
        const c = compareStatements(list[i]!, list[i - 1]!);
        expect(c.reconciled, `${account.companyName} ${list[i]!.statementDate}`).toBe(true);
        expect(c.lines.reduce((t, l) => t + l.change, 0)).toBe(list[i]!.currentCharges - list[i - 1]!.currentCharges);
        expect(c.previousBalance.change - c.paymentsReceived.change + c.adjustments.change + c.charges.change).toBe(list[i]!.totalDue - list[i - 1]!.totalDue);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(db.accounts.length * 5);
  });

  it('gives the reasons the issue names somewhere in the demo data', () => {
    const reasons = new Set<string>();
    for (const account of db.accounts) {
      const list = db.statements.filter((s) => s.accountId === account.id).sort((a, b) => a.statementDate.localeCompare(b.statementDate));
      for (let i = 1; i < list.length; i += 1) for (const l of compareStatements(list[i]!, list[i - 1]!).lines) reasons.add(l.reason);
    }
    for (const r of ['promotionEnded', 'partialMonth', 'oneTimeFee', 'lateFee', 'taxChange', 'creditApplied']) expect(reasons, r).toContain(r);
  });
});
