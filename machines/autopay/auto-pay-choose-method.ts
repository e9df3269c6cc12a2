import { assign, setup } from 'xstate';
import type { AutoPayService } from '../../src/domain/autopay';
import type { PaymentMethod } from '../../src/domain/billing';
import { autoPayAddMethodMachine, type AutoPayAddMethodOutput } from './auto-pay-add-method';
import { isExpiringSoon, methodErrors, withMethod, type AutoPayChoice, type AutoPayInfo, type NewMethodDraft } from './auto-pay.checks';
import { refusedFor } from '../parts/refusal';
import { flowTypes } from '../parts/screen';
import { refusableForm } from '../parts/form-save';

/**
 * "Add or select a payment method" (spec billing §2, §4, §5), the step Enroll and Change method
 * share: a saved method Auto Pay can use, with a card's CVV asked once, or one added there (the
 * add-method child flow); a card expiring soon is confirmed or changed. Its output is the choice
 * (and the account's methods, an added one included), or Back, or Cancel; the parent decides
 * what each means for it (Enroll's Back is its amount step, Change method's leaves it).
 */
export interface AutoPayChooseMethodInput {
  info: AutoPayInfo;
  services: AutoPayService[];
  /** the method Auto Pay uses now (Change method): shown, not offered again */
  current: string | null;
  /** what was chosen before, when the user comes back from the review */
  methodId: string | null;
  cvv: string;
}

export type AutoPayChooseMethodOutput =
  /** the choice, and the account's methods (one added on the way included) */
  { outcome: 'chosen'; methods: PaymentMethod[]; methodId: string; cvv: string } | { outcome: 'back' } | { outcome: 'cancelled' };

export type AutoPayChooseMethodEvent =
  | { type: 'method.saved'; id: string }
  | { type: 'method.add'; kind: NewMethodDraft['kind'] }
  | { type: 'cvv.set'; cvv: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'reconsider' }
  | { type: 'cancel' }
  /** the flow was restored after a reload or a timeout: the CVV was not kept, the user types it again */
  | { type: 'resumed' };

export type ChooseMethodScreen = 'method' | 'add';

interface Context {
  info: AutoPayInfo;
  current: string | null;
  choice: AutoPayChoice;
  /** the step's errors are shown in full once the user has tried to leave it */
  tried: { method: boolean };
  /** set on entering an outcome */
  output: AutoPayChooseMethodOutput | null;
}
export type AutoPayChooseMethodContext = Context;

export const autoPayChooseMethodMachine = setup({
  types: flowTypes<{
    context: Context;
    events: AutoPayChooseMethodEvent;
    input: AutoPayChooseMethodInput;
    output: AutoPayChooseMethodOutput;
    children: { addMethod: 'autoPayAddMethod' };
    screen: ChooseMethodScreen;
  }>(),
  actors: {
    autoPayAddMethod: autoPayAddMethodMachine,
  },
  guards: {
    methodInvalid: ({ context }) => Object.keys(methodErrors(context.info, context.choice, context.current)).length > 0,
    expiringSoon: ({ context }) => isExpiringSoon(context.info, context.choice),
    // a card's CVV is never kept (src/shell/flow-persistence.ts): a resumed flow asks for it again
    cardChosen: ({ context }) => context.info.methods.find((m) => m.id === context.choice.methodId)?.type === 'CARD',
    /** how the add-method child ended: saved (expiring soon or not), back or cancelled */
    added: (_, params: { output: AutoPayAddMethodOutput; as: AutoPayAddMethodOutput['outcome'] | 'savedExpiring' }) =>
      params.as === 'savedExpiring' ? params.output.outcome === 'saved' && params.output.expiringSoon : params.output.outcome === params.as,
  },
  actions: {
    forgetCvv: assign({ choice: ({ context }) => ({ ...context.choice, cvv: '' }) }),
    useAdded: assign(({ context }, params: { output: AutoPayAddMethodOutput }) =>
      params.output.outcome === 'saved'
        ? { info: withMethod(context.info, params.output.method), choice: { ...context.choice, methodId: params.output.method.id, cvv: params.output.cvv } }
        : {},
    ),
    choose: assign({
      output: ({ context }) => ({
        outcome: 'chosen' as const,
        methods: context.info.methods,
        methodId: context.choice.methodId ?? '',
        cvv: context.choice.cvv,
      }),
    }),
    reach: assign({ output: (_, params: { output: AutoPayChooseMethodOutput }) => params.output }),
  },
}).createMachine({
  id: 'autoPayChooseMethod',
  context: ({ input }) => ({
    info: input.info,
    current: input.current,
    choice: { services: input.services, methodId: input.methodId, cvv: input.cvv },
    tried: { method: false },
    output: null,
  }),
  initial: 'method',
  states: {
    method: {
      meta: { screen: 'method' },
      ...refusableForm,
      on: {
        'method.saved': { target: '.open', actions: assign({ choice: ({ context, event }) => ({ ...context.choice, methodId: event.id, cvv: '' }) }) },
        'cvv.set': { target: '.open', actions: assign({ choice: ({ context, event }) => ({ ...context.choice, cvv: event.cvv }) }) },
        'method.add': 'addMethod',
        resumed: { guard: 'cardChosen', target: '.open', actions: 'forgetCvv' },
        next: [
          {
            guard: 'methodInvalid',
            target: '.refused',
            actions: assign({ tried: { method: true } }),
            meta: refusedFor(
              'method.required',
              'method.sameAsCurrent',
              'method.restricted',
              'method.prepaid',
              'method.expired',
              'method.mobileNoBank',
              'cvv.required',
            ),
          },
          { guard: 'expiringSoon', target: 'confirmExpiring' },
          { target: 'chosen' },
        ],
        back: 'back',
        cancel: 'cancelled',
      },
    },
    confirmExpiring: {
      description: 'Spec billing §4: a card expiring soon is confirmed or changed.',
      meta: { screen: 'method', dialog: 'expiring' },
      on: {
        confirm: 'chosen',
        reconsider: { target: 'method', actions: assign({ choice: ({ context }) => ({ ...context.choice, methodId: null, cvv: '' }) }) },
        resumed: { guard: 'cardChosen', target: 'method', actions: 'forgetCvv' },
      },
    },
    addMethod: {
      meta: { screen: 'add' },
      invoke: {
        id: 'addMethod',
        src: 'autoPayAddMethod',
        input: ({ context, event }) => ({
          info: context.info,
          services: context.choice.services,
          kind: event.type === 'method.add' ? event.kind : 'card',
        }),
        onDone: [
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'savedExpiring' as const }) },
            target: 'confirmExpiring',
            actions: { type: 'useAdded', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'saved' as const }) },
            target: 'chosen',
            actions: { type: 'useAdded', params: ({ event }) => ({ output: event.output }) },
          },
          { guard: { type: 'added', params: ({ event }) => ({ output: event.output, as: 'back' as const }) }, target: 'method' },
          { target: 'cancelled' },
        ],
      },
    },
    chosen: { type: 'final', entry: 'choose' },
    back: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'back' } } } },
    cancelled: { type: 'final', entry: { type: 'reach', params: { output: { outcome: 'cancelled' } } } },
  },
  // xstate types a final state's output as unknown at the root: each outcome notes it on entry
  output: ({ context }) => context.output!,
});
