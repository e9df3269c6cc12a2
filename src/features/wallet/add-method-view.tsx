import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { walletAddMethodMachine } from '../../../machines/wallet/wallet-add-method';
import { addErrors } from '../../../machines/wallet/wallet.checks';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import { useSaveRefusalText, useWalletFieldText } from './error-text';
import { useShownErrors } from '../../ui/use-shown-errors';
import { fieldId } from '../../ui/payment-method/field-id';
import { NEW_METHOD_ORDER, NewMethodForm } from '../../ui/payment-method/new-method-form';
import { AddTitle, FormFrame } from './form-frame';

/**
 * Add a card or bank account to the wallet (the add child flow, machines/wallet/wallet-add-method): the
 * payment's card and bank forms with their rules; a refused save stays here with the reason.
 */
export function AddMethodView({ actor }: { actor: ActorRefFrom<typeof walletAddMethodMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { info, draft, saveError, tried } = snapshot.context;
  const send = actor.send;
  const errors = addErrors(info, draft);
  const saving = snapshot.hasTag('busy');
  const { shown, touch, alertField } = useShownErrors(errors, tried, NEW_METHOD_ORDER[draft.kind], snapshot.hasTag('refused'), fieldId);
  const text = useWalletFieldText(info);
  const refusal = useSaveRefusalText(info);
  return (
    <FormFrame testId="wallet-add" title={<AddTitle kind={draft.kind} />}>
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
    </FormFrame>
  );
}
