import { personName } from '../domain/person-name';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { auditRetained, SECRET_CHANGED, type AuditChange, type AuditEntry, type AuditField, type AuditKind, type AuditValue } from '../domain/audit';
import type { Caller, ServerContext } from './context';
import { createDraft } from './store/draft';
import type { AccountRecord, AuditEntryRecord, ContactRecord, EquipmentRecord, PaymentMethodRecord, PaymentRecord, Store, UserRecord } from './store/records';
import { nextId } from './store/store';

/**
 * The audit trail. It is kept in ONE place: every write of the
 * store goes through DataStore.transact, and this is its commit hook. For a transaction made while
 * an authenticated request is served (the caller is carried by `auditScope`, set right after the
 * session check), it compares the records before and after the change and adds an entry for each
 * billing or settings change it finds, in the same transaction: a write that fails (a rule, an
 * armed fault, a full disk) leaves no entry, and no write is left without its entry, whichever
 * REST route or GraphQL mutation made it.
 *
 * Who: the caller's user id and name then; when: the server clock; which session: a reference
 * derived from the session key (never the key, which signs in). What: the kind of change, the
 * record, and the fields that changed, each before and after. Only the fields named here are ever
 * read, so no secret can reach an entry: a card or account number is never stored anyway, and of a
 * security answer or a Wi-Fi passphrase only the fact that it changed is recorded. Changes no person
 * makes (a device coming back online, a lockout counter, a one-time code issued) are not recorded.
 */

/** Who a write is recorded as: a signed-in caller, or a person accepting their invitation (no session yet). */
export interface AuditActor {
  accountId: string;
  userId: string;
  userName: string;
  sessionRef: string;
}
const scope = new AsyncLocalStorage<AuditActor>();

const actorOf = (caller: Caller): AuditActor => ({
  accountId: caller.account.id,
  userId: caller.user.id,
  userName: personName(caller.user),
  sessionRef: sessionRefOf(caller.session.id),
});

/** Middleware after requireSession: what the request writes is recorded as the caller's. */
export function auditScope(_req: Request, res: Response, next: NextFunction): void {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) return next();
  scope.run(actorOf(caller), next);
}

/** Runs a write no session makes (accepting an invitation, src/server/invitations.ts) as `actor`'s. */
export const recordedAs = <T>(actor: AuditActor, write: () => T): T => scope.run(actor, write);

/** Makes every write of this server's store go through the trail. */
export function installAuditTrail(ctx: ServerContext): void {
  ctx.store.setCommitHook((before, after) => {
    const actor = scope.getStore();
    if (!actor) return after;
    const found = changesOf(before, after, actor.accountId);
    if (found.length === 0) return after;
    const now = ctx.clock.now();
    const { draft, finish } = createDraft(after);
    for (const entry of found) {
      const { accountId, userId, userName, sessionRef } = actor;
      draft.auditEntries.push({ id: nextId(draft, 'auditEntries'), accountId, at: now.toISOString(), userId, userName, sessionRef, ...entry });
    }
    // the retention limit (src/domain/audit.ts), applied as the trail grows: older entries go
    if (draft.auditEntries.some((e) => !auditRetained(e.at, now))) draft.auditEntries = draft.auditEntries.filter((e) => auditRetained(e.at, now));
    return finish();
  });
}

/** A session's reference in the trail: stable for the session, and telling nothing of its key. */
export const sessionRefOf = (sessionId: string): string => `ses_${createHash('sha256').update(sessionId).digest('hex').slice(0, 12)}`;

type Found = Pick<AuditEntry, 'kind' | 'recordId' | 'subject' | 'changes'>;
export type Fields = Partial<Record<AuditField, AuditValue>>;

/** The entries a transaction of this account's caller calls for, in the order the records are kept. */
function changesOf(before: Store, after: Store, accountId: string): Found[] {
  const own = <T extends { accountId: string }>(list: readonly T[]) => list.filter((r) => r.accountId === accountId);
  const found: Found[] = [];
  const methods = { before: before.paymentMethods, after: after.paymentMethods };

  if (before.payments !== after.payments) {
    const diff = recordDiff(own(before.payments), own(after.payments));
    for (const p of diff.added)
      found.push(entry(p.status === 'SCHEDULED' ? 'PAYMENT_SCHEDULED' : 'PAYMENT_MADE', p.id, p.confirmationNumber, null, paymentFields(p)));
    for (const [was, now] of diff.changed) {
      if (now.status === 'CANCELLED' && was.status !== 'CANCELLED') {
        found.push(entry('SCHEDULED_PAYMENT_CANCELED', now.id, now.confirmationNumber, paymentFields(was), paymentFields(now)));
      }
    }
  }

  if (before.paymentMethods !== after.paymentMethods) {
    const diff = recordDiff(own(before.paymentMethods), own(after.paymentMethods));
    for (const m of diff.added) found.push(entry('WALLET_METHOD_ADDED', m.id, dots(m.last4), null, methodFields(m)));
    for (const [was, now] of diff.changed) found.push(entry('WALLET_METHOD_UPDATED', now.id, dots(now.last4), methodFields(was), methodFields(now)));
    for (const m of diff.removed) found.push(entry('WALLET_METHOD_DELETED', m.id, dots(m.last4), methodFields(m), null));
  }

  if (before.accounts !== after.accounts) {
    const was = before.accounts.find((a) => a.id === accountId);
    const now = after.accounts.find((a) => a.id === accountId);
    if (was && now && was !== now) found.push(...accountEntries(was, now, methods));
  }

  if (before.users !== after.users) {
    const diff = recordDiff(own(before.users), own(after.users));
    for (const u of diff.added) found.push(entry('PERSON_INVITED', u.id, personName(u), null, personFields(u)));
    for (const [was, now] of diff.changed) found.push(...personEntries(was, now));
    for (const u of diff.removed) found.push(entry('PERSON_REMOVED', u.id, personName(u), personFields(u), null));
  }

  if (before.contacts !== after.contacts) {
    const diff = recordDiff(own(before.contacts), own(after.contacts));
    for (const c of diff.added) found.push(entry('CONTACT_ADDED', c.id, c.contactValue, null, contactFields(c)));
    for (const [was, now] of diff.changed) {
      const changes = changesBetween(contactFields(was), contactFields(now));
      const onlyVerified = changes.length === 1 && changes[0]!.field === 'verified' && now.verified;
      found.push(entry(onlyVerified ? 'CONTACT_VERIFIED' : 'CONTACT_UPDATED', now.id, now.contactValue, contactFields(was), contactFields(now)));
    }
    for (const c of diff.removed) found.push(entry('CONTACT_REMOVED', c.id, c.contactValue, contactFields(c), null));
  }

  if (before.communicationPreferences !== after.communicationPreferences) {
    const receivers = (store: Store): Fields => {
      const byFamily: Record<string, string[]> = {};
      for (const p of own(store.communicationPreferences)) {
        const contact = store.contacts.find((c) => c.id === p.contactId);
        (byFamily[p.serviceEventCode] ??= []).push(contact?.contactValue ?? p.contactId);
      }
      return Object.fromEntries(Object.entries(byFamily).map(([family, values]) => [family, values.sort().join(', ')]));
    };
    const was = receivers(before);
    const now = receivers(after);
    const families = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
    const changes = families
      .filter((f) => (was[f as AuditField] ?? null) !== (now[f as AuditField] ?? null))
      .map((f): AuditChange => ({ field: 'receivers', item: f, before: was[f as AuditField] ?? null, after: now[f as AuditField] ?? null }));
    if (changes.length > 0) found.push({ kind: 'NOTIFICATIONS_CHANGED', recordId: accountId, subject: null, changes });
  }

  if (before.equipment !== after.equipment) {
    const diff = recordDiff(own(before.equipment), own(after.equipment));
    for (const [was, now] of diff.changed) found.push(...equipmentEntries(was, now));
  }

  found.push(...mobileEntries(before, after, accountId));

  return found.filter((f) => f.changes.length > 0);
}

/** A line renamed or given another device, a feature change asked for, the data alerts changed. */
function mobileEntries(before: Store, after: Store, accountId: string): Found[] {
  const own = <T extends { accountId: string }>(list: readonly T[]) => list.filter((r) => r.accountId === accountId);
  const found: Found[] = [];
  const deviceName = (store: Store, id: string | null) => {
    const device = id ? store.mobileDevices.find((d) => d.id === id) : undefined;
    return device ? `${device.brand} ${device.model}` : null;
  };
  if (before.mobileLines !== after.mobileLines) {
    for (const [was, now] of recordDiff(own(before.mobileLines), own(after.mobileLines)).changed) {
      if (was.lineName !== now.lineName)
        found.push(entry('MOBILE_LINE_RENAMED', now.id, now.lineNumber, { nickname: was.lineName }, { nickname: now.lineName }));
      if (was.deviceId !== now.deviceId) {
        found.push(
          entry('MOBILE_DEVICE_SWAPPED', now.id, now.lineName, { device: deviceName(before, was.deviceId) }, { device: deviceName(after, now.deviceId) }),
        );
      }
    }
  }
  if (before.lineActivations !== after.lineActivations) {
    for (const [was, now] of recordDiff(own(before.lineActivations), own(after.lineActivations)).changed) {
      if (was.lineName !== now.lineName || was.iccId !== now.iccId) {
        found.push(
          entry(
            'MOBILE_ACTIVATION_DETAILS_CHANGED',
            now.id,
            now.lineName,
            { nickname: was.lineName, simCard: was.iccId },
            { nickname: now.lineName, simCard: now.iccId },
          ),
        );
      }
      const submissions = (r: typeof was) => r.portIn?.attempts.length ?? 0;
      if (submissions(now) > submissions(was) && now.portIn) {
        // what the port asked for, never its PIN or the old account number
        const carrier = after.carriers.find((c) => c.id === now.portIn!.carrierId)?.name ?? null;
        found.push(entry('MOBILE_PORT_IN_SUBMITTED', now.id, now.lineName, null, { portedNumber: now.portIn.phoneNumber, oldCarrier: carrier }));
      } else if (was.activationStatus !== now.activationStatus) {
        found.push(entry('MOBILE_LINE_ACTIVATION_SUBMITTED', now.id, now.lineName, { activation: was.activationStatus }, { activation: now.activationStatus }));
      }
    }
  }
  if (before.lineFeatureRequests !== after.lineFeatureRequests) {
    for (const r of recordDiff(own(before.lineFeatureRequests), own(after.lineFeatureRequests)).added) {
      const line = after.mobileLines.find((l) => l.id === r.lineId);
      // a change is asked for only from the other state (src/domain/mobile-line-features.ts)
      const on = r.requestedStatus === 'ENABLED';
      found.push({
        kind: 'MOBILE_LINE_FEATURE_CHANGED',
        recordId: r.lineId,
        subject: line?.lineName ?? null,
        changes: changesBetween({ lineFeature: !on }, { lineFeature: on }, r.feature),
      });
    }
  }
  if (before.mobileAccounts !== after.mobileAccounts) {
    for (const [was, now] of recordDiff(own(before.mobileAccounts), own(after.mobileAccounts)).changed) {
      const view = (m: typeof now): Fields => ({
        dataAlerts: m.dataNotifications.dataNotificationEnabled,
        dataAlertThreshold: m.dataNotifications.dataNotificationsThreshold,
      });
      found.push(entry('MOBILE_DATA_ALERTS_CHANGED', now.id, null, view(was), view(now)));
    }
  }
  return found;
}

/** An entry whose changes are the fields that differ between the two views (all of them for a record added or removed). */
function entry(kind: AuditKind, recordId: string, subject: string | null, before: Fields | null, after: Fields | null): Found {
  return { kind, recordId, subject, changes: changesBetween(before, after) };
}

export function changesBetween(before: Fields | null, after: Fields | null, item: string | null = null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])] as AuditField[];
  return fields
    .map((field): AuditChange => ({ field, item, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => c.before !== c.after);
}

function recordDiff<T extends { id: string }>(before: readonly T[], after: readonly T[]) {
  const was = new Map(before.map((r) => [r.id, r]));
  const now = new Map(after.map((r) => [r.id, r]));
  return {
    added: after.filter((r) => !was.has(r.id)),
    removed: before.filter((r) => !now.has(r.id)),
    // an untouched record is the same object after a transaction (src/server/store/draft.ts)
    changed: after.flatMap((r): [T, T][] => {
      const old = was.get(r.id);
      return old && old !== r ? [[old, r]] : [];
    }),
  };
}

export const dots = (last4: string) => `•••• ${last4}`;
const mmyy = (expiry: string | null) => (expiry ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : null);

export const paymentFields = (p: PaymentRecord): Fields => ({
  amount: p.amount,
  paymentDate: p.paymentDate,
  methodType: p.methodType,
  brand: p.brand,
  last4: p.last4,
  status: p.status,
});

export const methodFields = (m: PaymentMethodRecord): Fields => ({
  methodType: m.type,
  brand: m.brand,
  last4: m.last4,
  routingLast4: m.routingLast4,
  expiry: mmyy(m.expiry),
  zip: m.zip,
  nameOnCard: m.nameOnCard,
  nickname: m.nickname,
});

function accountEntries(
  was: AccountRecord,
  now: AccountRecord,
  methods: { before: readonly PaymentMethodRecord[]; after: readonly PaymentMethodRecord[] },
): Found[] {
  const found: Found[] = [];
  if (was.paperless !== now.paperless) found.push(entry('BILL_DELIVERY_CHANGED', now.id, null, { paperless: was.paperless }, { paperless: now.paperless }));
  if (was.autoPay !== now.autoPay) {
    const view = (a: AccountRecord, list: readonly PaymentMethodRecord[]) => autoPayFields(a.autoPay, list);
    const kind: AuditKind =
      !was.autoPay.enrolled && now.autoPay.enrolled ? 'AUTO_PAY_ENROLLED' : !now.autoPay.enrolled ? 'AUTO_PAY_CANCELED' : 'AUTO_PAY_CHANGED';
    found.push(entry(kind, now.id, null, view(was, methods.before), view(now, methods.after)));
  }
  if (was.marketing !== now.marketing) {
    const channels = ['EMAIL', 'SMS', 'VOICE', 'MAIL'] as const;
    const changes = channels.flatMap((channel) =>
      changesBetween({ offers: was.marketing?.channels[channel] ?? false }, { offers: now.marketing?.channels[channel] ?? false }, channel),
    );
    found.push({ kind: 'MARKETING_CHANGED', recordId: now.id, subject: null, changes });
  }
  if (was.cpni !== now.cpni && now.cpni) {
    // the method and where the code went, masked as it was sent: never the code
    const view = (a: AccountRecord): Fields => ({ verified: !!a.cpni, cpniMethod: a.cpni?.method ?? null, contactValue: a.cpni?.destination ?? null });
    found.push(entry('CPNI_VERIFIED', now.id, null, view(was), view(now)));
  }
  return found;
}

/** What the trail says of an Auto Pay enrollment: on or off, the method's last four, the day, the services. */
export function autoPayFields(autoPay: AccountRecord['autoPay'], methods: readonly PaymentMethodRecord[]): Fields {
  const method = autoPay.methodId ? methods.find((m) => m.id === autoPay.methodId) : undefined;
  return {
    enrolled: autoPay.enrolled,
    last4: autoPay.enrolled && method ? method.last4 : null,
    debitDay: autoPay.enrolled ? autoPay.debitDay : null,
    services: autoPay.enrolled ? autoPay.services.join(', ') : null,
  };
}

const personFields = (u: UserRecord): Fields => ({ name: personName(u), email: u.username, role: u.role, personStatus: u.status ?? 'ACTIVE' });

function personEntries(was: UserRecord, now: UserRecord): Found[] {
  const found: Found[] = [];
  if (was.status === 'INVITED' && now.status === 'ACTIVE') {
    // accepting the invitation: the sign-in chosen, and of the password only that it was set
    found.push(
      entry(
        'PERSON_JOINED',
        now.id,
        personName(now),
        { email: was.username, personStatus: 'INVITED', password: null },
        { email: now.username, personStatus: 'ACTIVE', password: SECRET_CHANGED },
      ),
    );
    return found;
  }
  if (was.role !== now.role) found.push(entry('PERSON_ROLE_CHANGED', now.id, personName(now), { role: was.role }, { role: now.role }));
  if ((was.status ?? 'ACTIVE') !== (now.status ?? 'ACTIVE')) {
    found.push(entry('PERSON_ACCESS_CHANGED', now.id, personName(now), { personStatus: was.status ?? 'ACTIVE' }, { personStatus: now.status ?? 'ACTIVE' }));
  }
  const q = { was: was.securityQuestion, now: now.securityQuestion };
  if (q.now && (q.was?.questionId !== q.now.questionId || q.was?.answerHash !== q.now.answerHash)) {
    // of the answer, only that it changed: not its hash, never its words
    found.push(
      entry(
        'SECURITY_QUESTION_CHANGED',
        now.id,
        personName(now),
        { question: q.was?.questionId ?? null, answer: null },
        { question: q.now.questionId, answer: q.was?.answerHash === q.now.answerHash ? null : SECRET_CHANGED },
      ),
    );
  }
  return found;
}

export const contactFields = (c: ContactRecord): Fields => ({
  name: personName(c),
  contactValue: c.contactValue,
  phoneType: c.phoneType,
  extension: c.extension,
  sms: c.sms,
  optin: c.optin,
  verified: c.verified,
});

type Router = NonNullable<EquipmentRecord['components']['router']>;

function equipmentEntries(was: EquipmentRecord, now: EquipmentRecord): Found[] {
  const found: Found[] = [];
  const subject = now.nickname ?? `${now.manufacturer} ${now.model}`;
  if (was.nickname !== now.nickname) found.push(entry('EQUIPMENT_RENAMED', now.id, subject, { nickname: was.nickname }, { nickname: now.nickname }));
  const router = { was: was.components.router, now: now.components.router };
  const resetStarted = router.now?.factoryResetUntil != null && router.now.factoryResetUntil !== router.was?.factoryResetUntil;
  if (resetStarted) {
    // the settings go back to the provider's defaults: the reset is the change, not each setting
    found.push(entry('ROUTER_FACTORY_RESET', now.id, subject, { factoryReset: false }, { factoryReset: true }));
  } else {
    if (was.connectionState === 'ONLINE' && now.connectionState === 'OFFLINE') {
      found.push(entry('EQUIPMENT_RESTARTED', now.id, subject, { connection: 'ONLINE' }, { connection: 'OFFLINE' }));
    }
    if (router.was && router.now && router.was !== router.now) {
      found.push({ kind: 'ROUTER_SETTINGS_CHANGED', recordId: now.id, subject, changes: routerChanges(router.was, router.now) });
    }
  }
  return found;
}

/** The router's settings a person changes (spec platform §3, §7); a passphrase only as changed. */
function routerChanges(was: Router, now: Router): AuditChange[] {
  const changes = changesBetween(
    { customDns: was.customDnsEnabled, primaryDns: was.primaryDns, secondaryDns: was.secondaryDns, upnp: was.upnpEnabled, hotspot: was.hotspotEnabled },
    { customDns: now.customDnsEnabled, primaryDns: now.primaryDns, secondaryDns: now.secondaryDns, upnp: now.upnpEnabled, hotspot: now.hotspotEnabled },
  );
  const wifi = (ap: { ssid: string; securityMode: string }): Fields => ({ wifiName: ap.ssid, wifiSecurity: ap.securityMode });
  const aps = recordDiff(was.accessPoints, now.accessPoints);
  for (const [old, ap] of aps.changed) {
    changes.push(...changesBetween(wifi(old), wifi(ap), old.ssid));
    if (old.passphrase !== ap.passphrase) changes.push({ field: 'wifiPassword', item: ap.ssid, before: null, after: SECRET_CHANGED });
  }
  const listed = <T extends { id: string }>(field: AuditField, before: readonly T[], after: readonly T[], text: (r: T) => string) => {
    const diff = recordDiff(before, after);
    for (const r of diff.added) changes.push({ field, item: null, before: null, after: text(r) });
    for (const [old, r] of diff.changed) if (text(old) !== text(r)) changes.push({ field, item: null, before: text(old), after: text(r) });
    for (const r of diff.removed) changes.push({ field, item: null, before: text(r), after: null });
  };
  listed('portForward', was.portForwards, now.portForwards, (f) => `${f.name}: ${f.protocol} ${f.externalPorts} → ${f.targetAddress}:${f.internalPorts}`);
  listed('dhcpReservation', was.dhcpReservations, now.dhcpReservations, (r) => `${r.deviceName} (${r.macAddress}) → ${r.ipAddress}`);
  listed('additionalNetwork', was.additionalNetworks, now.additionalNetworks, (n) => n.ssid);
  for (const [old, n] of recordDiff(was.additionalNetworks, now.additionalNetworks).changed) {
    if (old.passphrase !== n.passphrase) changes.push({ field: 'wifiPassword', item: n.ssid, before: null, after: SECRET_CHANGED });
  }
  return changes;
}

/** The admins' read (src/domain/audit.ts AuditFilter): this account's entries within the retention limit at `now`, newest first. */
export function auditEntriesOf(store: Readonly<Store>, accountId: string, now: Date): AuditEntryRecord[] {
  return store.auditEntries.filter((e) => e.accountId === accountId && auditRetained(e.at, now)).reverse();
}
