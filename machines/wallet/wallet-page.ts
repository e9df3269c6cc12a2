import { assign, setup } from 'xstate';
import type { NewMethodDraft } from '../autopay/auto-pay.checks';
import type { AutoPayInfo } from '../autopay/auto-pay.checks';
import { autoPayChangeMethodMachine } from '../autopay/auto-pay-change-method';
import { callFailure, type FailureCode } from '../../src/domain/errors';
import { deleteRefusal, editRefusal, expiryQuestion, type ExpiryQuestion } from '../../src/domain/wallet';
import { loadStates } from '../parts/load-states';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes, type ScreenMeta } from '../parts/screen';
import { walletAddMethodMachine, type WalletAddMethodOutput } from './wallet-add-method';
import { walletDeleteMethodMachine, type WalletDeleteMethodOutput } from './wallet-delete-method';
import { walletEditCardMachine, type WalletEditCardOutput } from './wallet-edit-card';
import { methodOf, takesNoOnlinePayment, type WalletInfo } from './wallet.checks';
import { refusedFor } from '../parts/refusal';

/**
 * The wallet on /billing/bill-pay-options (spec billing §2 saved payment methods, §4, §8). It
 * loads the methods and holds the list; adding, editing a card and deleting are child flows it
 * invokes, and what they end in is loaded anew. On opening it asks one question per visit, about
 * what matters most (src/domain/wallet.ts `expiryQuestion`): an expired card (replace or delete),
 * else one expiring soon (keep or update); dismissed, the list, with adding a card in reach.
 * Deleting the Auto Pay method is stopped by the roadblock, which offers the Auto Pay change of
 * method (its own flow, invoked here with the account loaded for it) and comes back to the list.
 * A load failure offers a retry; an account that takes no online payment ends in noOnline (the
 * page shows where to pay in a store).
 */
export interface WalletPageInput {
  keyPrefix: string;
}
type WalletScreen = 'loading' | 'unavailable' | 'unavailableRetry' | 'list' | 'add' | 'edit' | 'changeAutoPay';
type WalletDialog = 'expired' | 'expiring' | 'roadblock' | 'delete';
export type WalletPageMeta = ScreenMeta<WalletScreen> & { dialog?: WalletDialog };
export interface WalletPageOutput {
  outcome: 'noOnline';
}
/** what the last child flow ended in, for the message over the list */
export type WalletNotice =
  | { kind: 'added' | 'updated' | 'deleted'; methodId: string }
  | { kind: 'deleteFailed'; code: FailureCode | null }
  | { kind: 'autoPayChanged' | 'autoPayNotChanged' }
  | { kind: 'autoPayUnavailable'; code: FailureCode | null };

export type WalletPageEvent =
  | { type: 'again' }
  | { type: 'acknowledge' }
  | { type: 'add'; kind: NewMethodDraft['kind'] }
  | { type: 'edit'; id: string }
  | { type: 'delete'; id: string }
  | { type: 'replace' }
  | { type: 'dismiss' }
  | { type: 'update' }
  | { type: 'changeAutoPay' };

interface Context extends WalletPageInput {
  info: WalletInfo | null;
  code: FailureCode | null;
  /** the method an edit, a delete or a question is about */
  target: string | null;
  /** one question is asked per visit, the first time the wallet loads with a card to ask about */
  asked: boolean;
  notice: WalletNotice | null;
  autoPayInfo: AutoPayInfo | null;
  /** each change of Auto Pay method pays (a balance due) with its own Idempotency-Key */
  runs: number;
}

const noticeOfDelete = (output: WalletDeleteMethodOutput): WalletNotice | null =>
  output.outcome === 'deleted'
    ? { kind: 'deleted', methodId: output.methodId }
    : output.outcome === 'failure'
      ? { kind: 'deleteFailed', code: output.code }
      : null;

/** spec billing §4: one question per visit, the one `expiryQuestion` chooses */
const asks = (context: Context, loaded: WalletInfo, kind: ExpiryQuestion['kind']) => !context.asked && expiryQuestion(loaded.methods)?.kind === kind;

/** What the add and edit children end in: the method saved, or left as it was. */
type MethodSaved = WalletAddMethodOutput | WalletEditCardOutput;

/** After the add or edit child: a method saved loads the list anew and says which (added, updated); otherwise the list as it was. */
const afterSave = (kind: 'added' | 'updated') => [
  {
    guard: { type: 'saved' as const, params: ({ event }: { event: { output: MethodSaved } }) => ({ output: event.output }) },
    target: 'loading' as const,
    actions: {
      type: 'note' as const,
      params: ({ event }: { event: { output: MethodSaved } }) => ({
        notice: event.output.outcome === 'saved' ? { kind, methodId: event.output.method.id } : null,
      }),
    },
  },
  { target: 'list' as const },
];

// spec billing §8 "payment methods unavailable": the message, then a retry
const walletLoad = loadStates<WalletInfo>()(
  ['loading', 'unavailable'],
  [{ guard: 'noOnline', target: 'noOnline' }, { guard: 'askExpired', target: 'expired' }, { guard: 'askExpiring', target: 'expiring' }, { target: 'list' }],
  { id: 'load', src: 'loadWallet' },
  { retry: 'again', entry: 'clear' },
);

export const walletPageMachine = setup({
  types: flowTypes<{
    context: Context;
    events: WalletPageEvent;
    input: WalletPageInput;
    output: WalletPageOutput;
    children: { add: 'walletAddMethod'; edit: 'walletEditCard'; delete: 'walletDeleteMethod'; changeMethod: 'autoPayChangeMethod' };
    meta: WalletPageMeta;
  }>(),
  actors: {
    loadWallet: notProvided<WalletInfo>('loadWallet'),
    loadAutoPayInfo: notProvided<AutoPayInfo>('loadAutoPayInfo'),
    walletAddMethod: walletAddMethodMachine,
    walletEditCard: walletEditCardMachine,
    walletDeleteMethod: walletDeleteMethodMachine,
    autoPayChangeMethod: autoPayChangeMethodMachine,
  },
  guards: {
    noOnline: (_, params: { loaded: WalletInfo }) => takesNoOnlinePayment(params.loaded),
    /** the visit's one question, not asked yet, is about an expired card (it matters most) */
    askExpired: ({ context }, params: { loaded: WalletInfo }) => asks(context, params.loaded, 'expired'),
    /** ...or, with none expired, about one expiring soon */
    askExpiring: ({ context }, params: { loaded: WalletInfo }) => asks(context, params.loaded, 'expiring'),
    /** a saved card of the list (only a card is edited, spec billing §5) */
    isCard: ({ context }, params: { id: string }) => {
      const method = context.info && methodOf(context.info, params.id);
      return !!method && editRefusal(method) === null;
    },
    isMethod: ({ context }, params: { id: string }) => context.info !== null && methodOf(context.info, params.id) !== null,
    /** spec billing §4: deleting the method Auto Pay uses is blocked */
    backsAutoPay: ({ context }, params: { id: string | null }) => {
      const method = context.info && methodOf(context.info, params.id);
      return !!method && deleteRefusal(method) === 'method.autoPay';
    },
    /** the add or edit child saved the method */
    saved: (_, params: { output: MethodSaved }) => params.output.outcome === 'saved',
    deleted: (_, params: { output: WalletDeleteMethodOutput }) => params.output.outcome === 'deleted',
  },
  actions: {
    /** each load starts with no failure noted */
    clear: assign({ code: null }),
    loaded: assign({ info: (_, params: { output: WalletInfo }) => params.output }),
    noteFailureCode: noteFailureCode<Context, WalletPageEvent>(),
    /** the card the visit's question is about */
    aimAtQuestion: assign({ target: ({ context }) => (context.info && expiryQuestion(context.info.methods)?.methodId) ?? null }),
    note: assign({ notice: (_, params: { notice: WalletNotice | null }) => params.notice }),
    /** the method a row's action names becomes the target, and the last notice goes (it spoke of something before) */
    aimAt: assign((_, params: { id: string }) => ({ target: params.id, notice: null })),
  },
}).createMachine({
  id: 'walletPage',
  context: ({ input }) => ({
    ...input,
    info: null,
    code: null,
    target: null,
    asked: false,
    notice: null,
    autoPayInfo: null,
    runs: 0,
  }),
  initial: 'loading',
  states: {
    loading: walletLoad.loading,
    unavailable: {
      description: 'Spec billing §8 "payment methods unavailable": the generic message first; once the user has acknowledged it, the retry.',
      meta: walletLoad.unavailable.meta,
      initial: 'told',
      states: {
        told: { description: 'The generic message, with its OK.', on: { acknowledge: 'retryOffered' } },
        retryOffered: { description: 'What could not be loaded, and Try again.', meta: { screen: 'unavailableRetry' }, on: { again: '#walletPage.loading' } },
      },
    },
    expired: {
      description: 'Spec billing §4: an expired card blocks its use: replace it or delete it.',
      meta: { screen: 'list', dialog: 'expired' },
      entry: [assign({ asked: true, notice: null }), 'aimAtQuestion'],
      on: {
        replace: 'adding',
        // an expired card never backs Auto Pay here (Auto Pay refuses one); the server says CONFLICT if it did
        delete: 'deleting',
        // the one question of the visit: no second one after it
        dismiss: 'list',
      },
    },
    expiring: {
      description: 'Spec billing §4: a card expiring soon is confirmed or updated.',
      meta: { screen: 'list', dialog: 'expiring' },
      entry: [assign({ asked: true }), 'aimAtQuestion'],
      on: { dismiss: 'list', update: 'editing' },
    },
    list: {
      meta: { screen: 'list' },
      on: {
        add: 'adding',
        edit: {
          guard: { type: 'isCard', params: ({ event }) => ({ id: event.id }) },
          target: 'editing',
          actions: { type: 'aimAt', params: ({ event }) => ({ id: event.id }) },
          meta: refusedFor('method.notEditable'),
        },
        delete: [
          {
            guard: { type: 'backsAutoPay', params: ({ event }) => ({ id: event.id }) },
            target: 'roadblock',
            actions: { type: 'aimAt', params: ({ event }) => ({ id: event.id }) },
            meta: refusedFor('method.autoPay'),
          },
          {
            guard: { type: 'isMethod', params: ({ event }) => ({ id: event.id }) },
            target: 'deleting',
            actions: { type: 'aimAt', params: ({ event }) => ({ id: event.id }) },
          },
        ],
      },
    },
    adding: {
      meta: { screen: 'add' },
      entry: { type: 'note', params: { notice: null } },
      invoke: {
        id: 'add',
        src: 'walletAddMethod',
        input: ({ context, event }) => ({ info: context.info!, kind: event.type === 'add' ? event.kind : 'card' }),
        onDone: afterSave('added'),
      },
    },
    editing: {
      meta: { screen: 'edit' },
      invoke: {
        id: 'edit',
        src: 'walletEditCard',
        input: ({ context }) => ({ method: methodOf(context.info!, context.target)!, today: context.info!.billing.limits.today }),
        onDone: afterSave('updated'),
      },
    },
    deleting: {
      meta: { screen: 'list', dialog: 'delete' },
      invoke: {
        id: 'delete',
        src: 'walletDeleteMethod',
        input: ({ context }) => ({ method: methodOf(context.info!, context.target)! }),
        onDone: [
          {
            guard: { type: 'deleted', params: ({ event }) => ({ output: event.output }) },
            target: 'loading',
            actions: { type: 'note', params: ({ event }) => ({ notice: noticeOfDelete(event.output) }) },
          },
          { target: 'list', actions: { type: 'note', params: ({ event }) => ({ notice: noticeOfDelete(event.output) }) } },
        ],
      },
    },
    roadblock: {
      description: 'Spec billing §4, §8: the Auto Pay method cannot be deleted; choose another first.',
      meta: { screen: 'list', dialog: 'roadblock' },
      on: { changeAutoPay: 'loadingAutoPay', dismiss: 'list' },
    },
    loadingAutoPay: {
      meta: { screen: 'list', dialog: 'roadblock' },
      tags: ['busy'],
      invoke: {
        id: 'loadAutoPay',
        src: 'loadAutoPayInfo',
        onDone: { target: 'changingAutoPay', actions: assign({ autoPayInfo: ({ event }) => event.output }) },
        onError: {
          target: 'list',
          actions: { type: 'note', params: ({ event }) => ({ notice: { kind: 'autoPayUnavailable' as const, code: callFailure(event.error).code } }) },
        },
      },
    },
    changingAutoPay: {
      meta: { screen: 'changeAutoPay' },
      entry: assign({ runs: ({ context }) => context.runs + 1 }),
      invoke: {
        id: 'changeMethod',
        src: 'autoPayChangeMethod',
        input: ({ context }) => ({ keyPrefix: `${context.keyPrefix}-${context.runs}`, info: context.autoPayInfo! }),
        // back to the wallet as it now is: the old card no longer backs Auto Pay when the change worked
        onDone: {
          target: 'loading',
          actions: {
            type: 'note',
            params: ({ event }) => ({
              notice: { kind: event.output.outcome === 'success' ? ('autoPayChanged' as const) : ('autoPayNotChanged' as const) },
            }),
          },
        },
      },
    },
    noOnline: { type: 'final' },
  },
  output: () => ({ outcome: 'noOnline' as const }),
});
