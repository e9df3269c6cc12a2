import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { walletAddMethodMachine } from '../../../machines/wallet-add-method';
import { addErrors } from '../../../machines/wallet.checks';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import { useSaveRefusalText, useWalletFieldText } from './error-text';
import { useShownErrors } from '../../ui/use-shown-errors';
import { fieldId } from '../../ui/payment-method/field-id';
import { NEW_METHOD_ORDER, NewMethodForm } from '../../ui/payment-method/new-method-form';

/**
 * Add a card or bank account to the wallet (the add child flow, machines/wallet-add-method): the
 * payment's card and bank forms with their rules; a refused save stays here with the reason.
 */
export function AddMethodView({ actor }: { actor: ActorRefFrom<typeof walletAddMethodMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  // the form replaces the list: the focus moves to its title, where a keyboard user goes on from
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { info, draft, saveError, tried } = snapshot.context;
  const send = actor.send;
  const errors = addErrors(info, draft);
  const saving = snapshot.hasTag('busy');
  const { shown, touch, alertField } = useShownErrors(errors, tried, NEW_METHOD_ORDER[draft.kind], snapshot.hasTag('refused'), fieldId);
  const text = useWalletFieldText(info);
  const refusal = useSaveRefusalText(info);
  return (
    <section className="card step wallet-form" aria-labelledby="wallet-form-title" data-testid="wallet-add">
      <h2 id="wallet-form-title" ref={title} className="step__title" tabIndex={-1}>
        {draft.kind === 'card' ? <Trans>Add a card</Trans> : <Trans>Add a bank account</Trans>}
      </h2>
      <StepForm busy={saving} aria-busy={saving || undefined} onSubmit={() => send({ type: 'save' })}>
        <NewMethodForm
          draft={draft}
          onDraft={(next) => send({ type: 'draft.set', draft: next })}
          saving={saving}
          checks={{ shown, touch, alertField, errorText: text }}
          refusal={saveError ? refusal(saveError) : null}
          ids={{ refusal: 'wallet-save-error', method: 'pay-method', methodTest: 'wallet-method-error' }}
        />
        <StepActions
          snapshot={{ can: (e) => e.type === 'cancel' && snapshot.can(e) }}
          send={() => send({ type: 'cancel' })}
          busy={saving}
          primary={<Trans>Save</Trans>}
        />
      </StepForm>
    </section>
  );
}
