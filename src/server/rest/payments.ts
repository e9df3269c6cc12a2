import type { Router } from 'express';
import { splitPayment } from '../../domain/balance-choice';
import type { PaymentRestrictionType } from '../../domain/billing';
import type { ErrorCode } from '../../domain/errors';
import { paymentErrorCode, paymentIssues, PaymentRequest, toContractIssues, type PaymentResponse } from '../../domain/payment';
import { paymentRestoresService, restorationInstant } from '../../domain/service-state';
import { assertBillingCall, callerOf } from '../auth/middleware';
import { businessTime, businessToday, type Caller, type ServerContext } from '../context';
import { ApiError } from '../errors';
import { writeChargedPayment } from '../payment-effects';
import { chargeStatus, newConfirmationNumber, tokenizeBank, tokenizeCard, type Tokenized } from '../processor';
import { nextId } from '../store/store';
import { serviceOfPayment, type PaymentMethodRecord, type PaymentRecord } from '../store/records';
import { billingOf, mobileDueOf, paymentMethodOf, paymentOf, serviceStateOf } from '../views/billing';
import { BankLinks, mountBankLinkRoutes } from './bank-link';
import { findIdempotent, idempotencyKeyOf, rememberAnswer, requestHashOf } from './payment-idempotency';
import { parseInput } from './parse';

/**
 * POST /api/pub/pciedge/pci/v1/payments, the one-time payment (spec billing §2, §5;
 * docs/backend.md), and the online-banking provider its 5-step variant links banks through.
 * Order: armed fault, billing access, Idempotency-Key, the body's shape (before anything walks
 * the body: the request hash recurses), the replay of a key already answered (before the rules,
 * which may have changed since: a replay answers what was answered), every rule of §5, then one
 * transaction that records the payment, its balance effects, the optional saved method and the
 * idempotency record.
 * The handler is synchronous from the key lookup to the write, so two submits with one key
 * can never both pay.
 */
export function mountPaymentRoutes(router: Router, ctx: ServerContext): void {
  const links = new BankLinks(ctx.clock);
  mountBankLinkRoutes(router, ctx, links);

  router.post('/api/pub/pciedge/pci/v1/payments', (req, res) => {
    const caller = callerOf(res);
    assertBillingCall('payments', ctx, caller);
    // spec billing §1: billing of a suppressed account has moved to the enterprise site
    if (caller.account.billingSuppressed) throw new ApiError('FORBIDDEN', 'Billing for this account has moved');
    const key = idempotencyKeyOf(req);
    const request = parseInput(PaymentRequest, req.body);
    const requestHash = requestHashOf(req.body);
    const first = findIdempotent(ctx.store.state, caller.account.id, key, ctx.clock.now());
    if (first) {
      if (first.requestHash !== requestHash) throw new ApiError('CONFLICT', 'This Idempotency-Key was used for a different payment');
      res.status(first.status).json(first.body);
      return;
    }
    res.status(201).json(pay(ctx, caller, links, request, { key, requestHash }));
  });
}

const RESTRICTED_MESSAGE: Record<PaymentRestrictionType, string> = {
  NONE: 'This payment method is not accepted',
  NO_CARDS: 'This account does not accept card payments',
  NO_BANK: 'This account does not accept bank account payments',
  NO_CARDS_NO_BANK: 'This account accepts cash payments at a store only',
  NO_ONLINE: 'This account does not accept online payments',
};

interface MethodUsed {
  type: 'CARD' | 'BANK';
  brand: PaymentRecord['brand'];
  last4: string;
  methodId: string | null;
  /** a new card or bank account to keep in the wallet (`save: true`) */
  toSave: Tokenized | null;
}

function pay(
  ctx: ServerContext,
  caller: Caller,
  links: BankLinks,
  request: PaymentRequest,
  idempotency: { key: string; requestHash: string },
): PaymentResponse {
  const state = ctx.store.state;
  const account = caller.account;
  const now = ctx.clock.now();
  const today = businessToday(ctx);
  const billing = billingOf(state, account, today, now);
  const { method } = request;
  const saved = method.kind === 'saved' ? (state.paymentMethods.find((m) => m.id === method.savedMethodId && m.accountId === account.id) ?? null) : null;
  const linked = method.kind === 'linked' ? links.account(caller.session.id, method.linkedBankId, method.accountId) : null;
  const mobile = mobileDueOf(state, account.id, today);

  const issues = paymentIssues(request, {
    billing,
    time: businessTime(ctx),
    scheduledCount: state.payments.filter((p) => p.accountId === account.id && p.status === 'SCHEDULED').length,
    savedMethod: saved,
    linkedAccount: linked,
    mobile,
  });
  const errorCode = paymentErrorCode(issues);
  if (errorCode) {
    const message =
      errorCode === 'RESTRICTED'
        ? RESTRICTED_MESSAGE[billing.restrictions.type]
        : errorCode === 'LIMIT_REACHED'
          ? `At most ${billing.limits.maxScheduled} future-dated payments`
          : 'The request has invalid fields';
    throw new ApiError(errorCode, message, toContractIssues(issues));
  }

  // The number and CVV go to the processor and no further: from here on only the token and facts.
  const used: MethodUsed =
    method.kind === 'saved'
      ? { type: saved!.type, brand: saved!.brand, last4: saved!.last4, methodId: saved!.id, toSave: null }
      : method.kind === 'linked'
        ? { type: 'BANK', brand: null, last4: linked!.last4, methodId: null, toSave: null }
        : method.kind === 'card'
          ? fromNew('CARD', tokenizeCard(method.card), method.card.save)
          : fromNew('BANK', tokenizeBank(method.bank), method.bank.save);

  // spec billing §4: the payment's partial outcome. Saving the method fails alone; the payment stands.
  let saveError: ErrorCode | null = null;
  if (used.toSave) {
    try {
      ctx.faults.failIfArmed('savePaymentMethod');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      saveError = error.code;
    }
  }

  return ctx.store.transact((draft) => {
    const acct = draft.accounts.find((a) => a.id === account.id)!;
    let savedMethod: PaymentResponse['savedMethod'] = null;
    let methodId = used.methodId;
    if (used.toSave && !saveError) {
      const record: PaymentMethodRecord = {
        id: nextId(draft, 'paymentMethods'),
        accountId: account.id,
        token: used.toSave.token,
        type: used.type,
        brand: used.toSave.brand,
        last4: used.toSave.last4,
        expiry: method.kind === 'card' ? method.card.expiry : null,
        nameOnCard: method.kind === 'card' ? method.card.nameOnCard : null,
        zip: method.kind === 'card' ? method.card.zip : null,
        prepaid: used.toSave.prepaid,
        bankAccountType: method.kind === 'bank' ? method.bank.accountType : null,
        routingLast4: used.toSave.routingLast4,
        nickname: null,
        createdAt: now.toISOString(),
      };
      draft.paymentMethods.push(record);
      methodId = record.id;
      savedMethod = paymentMethodOf(record, acct, today);
    }

    const status = chargeStatus(used.type, request.paymentDate, today);
    // test fault `bankReturn`: the bank will send this debit back on its settlement day (src/domain/payment-lifecycle.ts)
    const returned = status === 'PENDING' && used.type === 'BANK' && ctx.faults.consume('bankReturn');
    // spec billing §2 dual balance: one record per balance paid, both in this transaction or neither
    const split = splitPayment(request.balance ?? 'core', request.amount, mobile);
    const parts = (['CORE', 'MOBILE'] as const)
      .filter((service) => (service === 'CORE' ? split.core : split.mobile) > 0)
      .map((service): PaymentRecord => {
        // test fault `mobilePaymentPart`: the mobile part fails after the core part is written, and the whole payment with it
        if (service === 'MOBILE') ctx.faults.failIfArmed('mobilePaymentPart');
        const part: PaymentRecord = {
          id: nextId(draft, 'payments'),
          accountId: account.id,
          confirmationNumber: newConfirmationNumber(),
          amount: service === 'CORE' ? split.core : split.mobile,
          paymentDate: request.paymentDate,
          methodType: used.type,
          brand: used.brand,
          last4: used.last4,
          methodId,
          channel: 'ONLINE',
          status,
          createdAt: now.toISOString(),
          userId: caller.user.id,
          ...(returned ? { returnReason: 'INSUFFICIENT_FUNDS' as const } : {}),
          ...(service === 'MOBILE' ? { service } : {}),
        };
        draft.payments.push(part);
        // src/domain/balance.ts: a card is posted the day it is paid, so it is written into the stored
        // balances now (the past-due part first); a bank payment (PENDING) never is: the reads count it
        // pending, then posted from the next business day, or due again if the bank returns it.
        writeChargedPayment(draft, acct, part);
        return part;
      });

    // spec billing §4: a soft-disconnected account comes back restoreServiceMinutes after the
    // payment that leaves no past due (a restoration already under way is not pushed back); the
    // restoration holds while that payment does (src/domain/service-state.ts: a bank return undoes it).
    // Read on the live store's payments with this payment's parts added, which is what the draft's
    // payments are (this transaction only appends to them): scanning draft.payments would wrap each
    // record in a copy-on-write proxy, work in proportion to the store (at 10k payment records, 3 of
    // the 8 CPU-seconds of 300 payments, and the p99 of `npm run bench`).
    const withParts = { ...state, payments: [...state.payments, ...parts] };
    let serviceRestoresAt = serviceStateOf(withParts, acct, now, today).restoresAt;
    if (!serviceRestoresAt && split.core > 0 && paymentRestoresService(billing, split.core, request.paymentDate, today)) {
      acct.restoreServiceAt = restorationInstant(now, draft.config.restoreServiceMinutes);
      acct.restoredBy = parts.find((part) => serviceOfPayment(part) === 'CORE')!.id;
      serviceRestoresAt = acct.restoreServiceAt;
    }

    const answer: PaymentResponse = {
      payment: paymentOf(parts[0]!),
      parts: parts.map((part) => ({ service: part.service ?? 'CORE', payment: paymentOf(part) })),
      savedMethod,
      saveError,
      serviceRestoresAt,
    };
    rememberAnswer(
      draft,
      {
        id: nextId(draft, 'idempotency'),
        key: idempotency.key,
        accountId: account.id,
        requestHash: idempotency.requestHash,
        status: 201,
        body: answer,
        createdAt: now.toISOString(),
      },
      now,
    );
    return answer;
  });
}

function fromNew(type: MethodUsed['type'], tokenized: Tokenized, save: boolean): MethodUsed {
  return { type, brand: tokenized.brand, last4: tokenized.last4, methodId: null, toSave: save ? tokenized : null };
}
