import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { walletEditCardMachine } from '../../../machines/wallet/wallet-edit-card';
import { editErrors, type WalletInfo } from '../../../machines/wallet/wallet.checks';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import { CvvField, ExpiryField, ZipField } from '../../ui/payment-method/card-fields';
import { CvvHint } from '../../ui/payment-method/cvv-hint';
import { fieldState } from '../../ui/payment-method/field-state';
import { useSaveRefusalText, useWalletFieldText } from './error-text';
import { useShownErrors } from '../../ui/use-shown-errors';
import { fieldId } from '../../ui/payment-method/field-id';
import { EditTitle, FormFrame } from './form-frame';

const ORDER = ['method', 'expiry', 'zip', 'cvv'];

/**
 * Edit a saved card (the edit child flow, machines/wallet/wallet-edit-card; spec billing §5): only the
 * expiration date, the ZIP code and, if the user wants, the security code.
 */
export function EditCardView({ actor, info }: { actor: ActorRefFrom<typeof walletEditCardMachine>; info: WalletInfo }) {
  const snapshot = useSelector(actor, (s) => s);
  const { method, edit, today, saveError, tried } = snapshot.context;
  const send = actor.send;
  const errors = editErrors(method, edit, today);
  const saving = snapshot.hasTag('busy');
  const { shown, touch, alertField } = useShownErrors(errors, tried, ORDER, snapshot.hasTag('refused'), fieldId);
  const text = useWalletFieldText(info);
  const refusal = useSaveRefusalText(info);
  // the edit's checks key its fields without the `card.` of the new-card form; the words are the same
  const field = (name: 'expiry' | 'zip' | 'cvv') => fieldState(name, { shown, touch, alertField, errorText: (code) => text(code, `card.${name}`) });
  return (
    <FormFrame testId="wallet-edit" title={<EditTitle method={method} />}>
      <StepForm busy={saving} aria-busy={saving || undefined} onSubmit={() => send({ type: 'save' })}>
        <p className="step-form__lead">
          <Trans>You can change the expiration date and the ZIP code. The security code is optional: enter it only if it changed.</Trans>
        </p>
        {saveError ? (
          <p className="field__error" role="alert" data-testid="wallet-save-error">
            {refusal(saveError)}
          </p>
        ) : null}
        <div className="field-row">
          <ExpiryField {...field('expiry')} value={edit.expiry} onValue={(expiry) => send({ type: 'edit.set', edit: { ...edit, expiry } })} />
          <ZipField {...field('zip')} value={edit.zip} onValue={(zip) => send({ type: 'edit.set', edit: { ...edit, zip } })} />
          <CvvField
            optional
            {...field('cvv')}
            hint={<CvvHint brand={method.brand} />}
            value={edit.cvv}
            onValue={(cvv) => send({ type: 'edit.set', edit: { ...edit, cvv } })}
          />
        </div>
        {saving ? (
          <p className="busy-note" role="status">
            <span className="spinner" aria-hidden="true" /> <Trans>Saving your card…</Trans>
          </p>
        ) : null}
        <StepActions
          snapshot={{ can: (e) => e.type === 'cancel' && snapshot.can(e) }}
          send={() => send({ type: 'cancel' })}
          busy={saving}
          primary={<Trans>Save changes</Trans>}
        />
      </StepForm>
    </FormFrame>
  );
}
