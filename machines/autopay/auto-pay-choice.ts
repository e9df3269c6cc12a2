import { assign, type EventObject, type MachineContext } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import type { PaymentResponse } from '../../src/domain/payment';
import type { AutoPayChooseMethodOutput } from './auto-pay-choose-method';
import { balancePayment, type AutoPayChoice, type AutoPayInfo } from './auto-pay.checks';
import { noteFailureCode } from '../parts/outcome';

/**
 * What Enroll and Change method (spec billing §2, §4) do alike, written once: the method step is
 * the shared chooser child flow (a saved method with its CVV, or one added there), a resumed flow
 * asks again for the CVV it did not keep, and a balance due is paid today before the enrollment.
 * Each machine keeps its own steps, outcomes and what follows the payment.
 */
export interface ChoiceContext {
  keyPrefix: string;
  info: AutoPayInfo;
  choice: AutoPayChoice;
  payment: PaymentResponse | null;
}

/** The guards the parts below name, for `setup({ guards })`. */
export const choiceGuards = {
  // a card's CVV is never kept (src/shell/flow-persistence.ts): a resumed flow asks for it again
  cardChosen: ({ context }: { context: ChoiceContext }) => context.info.methods.find((m) => m.id === context.choice.methodId)?.type === 'CARD',
  /** how the method step ended: a method chosen, Back or Cancel */
  chose: (_: unknown, params: { output: AutoPayChooseMethodOutput; outcome: AutoPayChooseMethodOutput['outcome'] }) => params.output.outcome === params.outcome,
};

/** The actions the parts below name, for `setup({ actions })`. */
export const choiceActions = <TContext extends MachineContext & ChoiceContext & { code: FailureCode | null }, TEvent extends EventObject>() => ({
  // the method and its CVV, and the account's methods with one added on the step
  useChosen: assign<TContext, TEvent, { output: AutoPayChooseMethodOutput }, TEvent, never>(({ context }, { output }) =>
    output.outcome === 'chosen'
      ? { ...context, info: { ...context.info, methods: output.methods }, choice: { ...context.choice, methodId: output.methodId, cvv: output.cvv } }
      : context,
  ),
  forgetCvv: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, choice: { ...context.choice, cvv: '' } })),
  keepPayment: assign<TContext, TEvent, { payment: PaymentResponse }, TEvent, never>(({ context }, { payment }) => ({ ...context, payment })),
  noteFailureCode: noteFailureCode<TContext, TEvent>(),
});

/** On the review step: a resumed flow goes back to the method step for the CVV it did not keep. */
export const askCvvAgain = { guard: 'cardChosen' as const, target: 'method' as const, actions: 'forgetCvv' as const };

/**
 * The method step: the chooser, given the method in use (`current`, which it will not offer
 * again) and what was chosen; a method chosen goes on to review, `otherwise` is where Back and
 * Cancel go.
 */
export const methodStep = <const TMeta, const TOtherwise extends readonly object[]>(
  meta: TMeta,
  current: (context: ChoiceContext) => string | null,
  otherwise: TOtherwise,
) => ({
  meta,
  invoke: {
    id: 'chooseMethod' as const,
    src: 'autoPayChooseMethod' as const,
    input: ({ context }: { context: ChoiceContext }) => ({
      info: context.info,
      services: context.choice.services,
      current: current(context),
      methodId: context.choice.methodId,
      cvv: context.choice.cvv,
    }),
    onDone: [
      {
        guard: {
          type: 'chose' as const,
          params: ({ event }: { event: { output: AutoPayChooseMethodOutput } }) => ({ output: event.output, outcome: 'chosen' as const }),
        },
        target: 'review' as const,
        actions: { type: 'useChosen' as const, params: ({ event }: { event: { output: AutoPayChooseMethodOutput } }) => ({ output: event.output }) },
      },
      ...otherwise,
    ],
  },
});

/** The balance paid today (busy, the review's screen): then `next`, or `failed` with the code. */
export const payingBalance = <const TMeta, const TNext extends string, const TFailed extends string>(meta: TMeta, next: TNext, failed: TFailed) => ({
  meta,
  tags: ['busy' as const],
  invoke: {
    id: 'pay' as const,
    src: 'submitPayment' as const,
    input: ({ context }: { context: ChoiceContext }) => ({
      request: balancePayment(context.info, context.choice),
      idempotencyKey: `${context.keyPrefix}-balance`,
    }),
    onDone: {
      target: next,
      actions: { type: 'keepPayment' as const, params: ({ event }: { event: { output: PaymentResponse } }) => ({ payment: event.output }) },
    },
    onError: { target: failed, actions: { type: 'noteFailureCode' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  },
});
