import type { AuditKind } from '../../src/domain/audit';
import { addDays, daysBetween } from '../../src/domain/dates';
import { personName } from '../../src/domain/person-name';
import { autoPayFields, changesBetween, contactFields, dots, methodFields, paymentFields, sessionRefOf, type Fields } from '../../src/server/audit';
import type {
  AccountRecord,
  AuditEntryRecord,
  ContactRecord,
  PaymentMethodRecord,
  PaymentRecord,
  StatementRecord,
  UserRecord,
} from '../../src/server/store/records';
import { ANCHOR, at, type AccountPlan } from './plan';

// The audit trail of an account's year: the writes its story tells, recorded as the
// server records them (src/server/audit.ts: the same kinds and the same views of each record),
// by the person who made them and on the day the other pages show. Who paid online and when, who
// scheduled or cancelled a payment, who turned Auto Pay on (before its first draft) and paperless
// on (before the first statement shown), who confirmed a contact, who verified CPNI, who saved a
// card or account: what the account's records say, so the trail and the pages cannot disagree.
// Entries the server would no longer keep (older than the retention limit) are not written.

/** Days back the seed writes entries: inside src/domain/audit.ts's 24 months, on any day it is moved to. */
const KEPT_DAYS = 700;
/** Auto Pay was turned on a month before its first draft: the move puts a draft at most half a month earlier. */
const ENROLLED_DAYS_BEFORE_FIRST_DRAFT = 30;

export interface AccountHistory {
  plan: AccountPlan;
  account: AccountRecord;
  users: readonly UserRecord[];
  contacts: readonly ContactRecord[];
  methods: readonly PaymentMethodRecord[];
  payments: readonly PaymentRecord[];
  statements: readonly StatementRecord[];
}

type Unnumbered = Omit<AuditEntryRecord, 'id'>;

export function auditEntriesFor(history: AccountHistory): Unnumbered[] {
  const { plan, account, users, contacts, methods, payments, statements } = history;
  const primary = users.find((u) => u.username === plan.users[0]!.username)!;
  const kept = (instant: string) => daysBetween(instant.slice(0, 10), ANCHOR) <= KEPT_DAYS;
  const entries: Unnumbered[] = [];
  const add = (by: UserRecord, instant: string, kind: AuditKind, recordId: string, subject: string | null, before: Fields | null, after: Fields | null) => {
    if (!kept(instant)) return;
    const changes = changesBetween(before, after);
    // a session per person and day: the trail's reference to it, never a key
    const sessionRef = sessionRefOf(`seed:${by.id}:${instant.slice(0, 10)}`);
    entries.push({ accountId: account.id, at: instant, userId: by.id, userName: personName(by), sessionRef, kind, recordId, subject, changes });
  };

  for (const m of methods) add(primary, m.createdAt, 'WALLET_METHOD_ADDED', m.id, dots(m.last4), null, methodFields(m));

  for (const p of payments) {
    const by = p.userId ? users.find((u) => u.id === p.userId) : undefined;
    if (!by) continue; // only a payment made online names who made it
    if (p.status === 'SCHEDULED' || p.status === 'CANCELLED') {
      const scheduled = { ...p, status: 'SCHEDULED' as const };
      add(by, p.createdAt, 'PAYMENT_SCHEDULED', p.id, p.confirmationNumber, null, paymentFields(scheduled));
      // cancelled two days before it was due to be paid
      if (p.status === 'CANCELLED')
        add(by, at(addDays(p.paymentDate, -2), '09:20'), 'SCHEDULED_PAYMENT_CANCELED', p.id, p.confirmationNumber, paymentFields(scheduled), paymentFields(p));
    } else {
      add(by, p.createdAt, 'PAYMENT_MADE', p.id, p.confirmationNumber, null, paymentFields(p));
    }
  }

  if (account.autoPay.enrolled) {
    const firstDraft = payments.filter((p) => p.channel === 'AUTO_PAY').sort((a, b) => a.paymentDate.localeCompare(b.paymentDate))[0];
    const method = methods.find((m) => m.id === account.autoPay.methodId)!;
    const day = firstDraft ? addDays(firstDraft.paymentDate, -ENROLLED_DAYS_BEFORE_FIRST_DRAFT) : addDays(ANCHOR, -ENROLLED_DAYS_BEFORE_FIRST_DRAFT);
    const enrolledAt = at(day, '09:45');
    if (enrolledAt < method.createdAt) throw new Error(`${plan.key}: Auto Pay turned on before its card was saved`);
    add(
      primary,
      enrolledAt,
      'AUTO_PAY_ENROLLED',
      account.id,
      null,
      autoPayFields({ enrolled: false, methodId: null, debitDay: null, services: [] }, methods),
      autoPayFields(account.autoPay, methods),
    );
  }

  if (account.paperless) {
    // every statement the account can read came by e-mail: switched the day before the oldest
    const oldest = [...statements].sort((a, b) => a.statementDate.localeCompare(b.statementDate))[0]!;
    add(primary, at(addDays(oldest.statementDate, -1), '11:05'), 'BILL_DELIVERY_CHANGED', account.id, null, { paperless: false }, { paperless: true });
  }

  for (const c of contacts) {
    if (!c.verified || c.dateLastConfirmed === null) continue;
    // confirmed by the person it belongs to when they sign in, else by the account's owner
    const by = users.find((u) => u.id === c.userId) ?? primary;
    add(by, at(c.dateLastConfirmed, '15:30'), 'CONTACT_VERIFIED', c.id, c.contactValue, { ...contactFields(c), verified: false }, contactFields(c));
  }

  if (account.cpni) {
    const by = users.find((u) => u.id === account.cpni!.userId)!;
    const { method, destination, verifiedAt } = account.cpni;
    add(
      by,
      verifiedAt,
      'CPNI_VERIFIED',
      account.id,
      null,
      { verified: false, cpniMethod: null, contactValue: null },
      { verified: true, cpniMethod: method, contactValue: destination },
    );
  }
  return entries;
}

/** Every account's entries, oldest first as the trail keeps them, numbered in that order. */
export function numberedAuditEntries(entries: readonly Unnumbered[], nextId: () => string): AuditEntryRecord[] {
  return [...entries].sort((a, b) => a.at.localeCompare(b.at) || a.accountId.localeCompare(b.accountId)).map((e) => ({ id: nextId(), ...e }));
}
