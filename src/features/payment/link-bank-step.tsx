import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { linkErrors } from '../../../machines/payment/one-time-payment.checks';
import { useErrorText } from '../../ui/payment-method/error-text';
import { StepActions } from './step-actions';
import { TextField } from '../../ui/payment-method/text-field';
import { SelectField } from '../../ui/select-field';
import { fieldId } from '../../ui/payment-method/field-id';
import { useStepErrors } from './use-step-errors';
import type { PaymentFlow } from './use-payment-flow';
import { StepForm } from '../../ui/flow-steps/step-form';

/**
 * The fifth step (spec billing §2): sign in to the bank through the online-banking provider,
 * then choose the account to pay from. If the connection fails the user enters the bank
 * details by hand or adds a card instead (spec billing §8).
 */
export function LinkBankStep({ flow }: { flow: PaymentFlow }) {
  switch (flow.meta.screen) {
    case 'linkConnecting':
      return (
        <div className="step-form">
          <p className="busy-note" role="status">
            <span className="spinner" aria-hidden="true" /> <Trans>Connecting to your bank…</Trans>
          </p>
        </div>
      );
    case 'linkAccounts':
      return <ChooseAccount flow={flow} />;
    case 'linkFailed':
      return <LinkFailed flow={flow} />;
    default:
      return <Credentials flow={flow} />;
  }
}

const LINK_ORDER = ['link.institutionId', 'link.username', 'link.password'] as const;

/**
 * The bank sign-in. The list of banks is the machine's call (with its retry); what is wrong with
 * the form is the provider's request schema, checked by the machine when Connect is pressed
 * (the same check the server makes), shown from then on.
 */
function Credentials({ flow }: { flow: PaymentFlow }) {
  const { t } = useLingui();
  const { snapshot, send } = flow;
  const errorText = useErrorText(snapshot.context.info!);
  const { institutions, form } = snapshot.context.link;
  const loading = snapshot.hasTag('busy');
  const failedList = snapshot.can({ type: 'link.retry' });
  const errors = Object.fromEntries(Object.entries(linkErrors(form)).map(([field, code]) => [`link.${field}`, code]));
  const { shown, alertField } = useStepErrors(flow, 'link', errors, LINK_ORDER);
  const message = (field: string) => {
    const code = shown(`link.${field}`);
    return code ? errorText(code, field) : null;
  };
  const set = (change: Partial<typeof form>) => send({ type: 'link.set', form: { ...form, ...change } });
  const bankError = message('institutionId');

  return (
    <StepForm onSubmit={() => send({ type: 'link.submit' })}>
      <p className="step-form__lead">
        <Trans>
          Sign in with the username and password you use for your bank's website. We never see or keep them: your bank tells us only which accounts you can pay
          from.
        </Trans>
      </p>
      {failedList ? (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>The list of banks could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--small" onClick={() => send({ type: 'link.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      <SelectField
        id={fieldId('link.institutionId')}
        className="field--narrow"
        label={<Trans>Your bank</Trans>}
        value={form.institutionId}
        disabled={loading || failedList}
        onValue={(institutionId) => set({ institutionId })}
        error={bankError}
        announce
      >
        <option value="">{loading ? t`Loading banks…` : t`Choose your bank`}</option>
        {institutions.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </SelectField>
      <TextField
        field="link.username"
        className="field--narrow"
        label={<Trans>Online banking username</Trans>}
        value={form.username}
        onValue={(username) => set({ username })}
        error={message('username')}
        announce={alertField === 'link.username'}
        autoComplete="off"
      />
      <TextField
        field="link.password"
        className="field--narrow"
        label={<Trans>Online banking password</Trans>}
        type="password"
        value={form.password}
        onValue={(password) => set({ password })}
        error={message('password')}
        announce={alertField === 'link.password'}
        autoComplete="off"
      />
      <StepActions flow={flow} primary={<Trans>Connect to my bank</Trans>} busy={loading} />
    </StepForm>
  );
}

function ChooseAccount({ flow }: { flow: PaymentFlow }) {
  const answer = flow.snapshot.context.link.answer!;
  const [accountId, setAccountId] = useState(answer.accounts[0]!.id);
  const bank = answer.institutionName;
  return (
    <StepForm onSubmit={() => flow.send({ type: 'link.choose', accountId })}>
      <p className="notice notice--success">
        <Trans>Connected to {bank}.</Trans>
      </p>
      <fieldset className="choices">
        <legend className="field__label">
          <Trans>Which account should we take the payment from?</Trans>
        </legend>
        <ul className="choices__list">
          {answer.accounts.map((a) => {
            const { name, last4 } = a;
            return (
              <li key={a.id} className={`choice${a.id === accountId ? ' choice--checked' : ''}`}>
                <div className="choice__row">
                  <input id={`pay-linked-${a.id}`} type="radio" name="linked-account" checked={a.id === accountId} onChange={() => setAccountId(a.id)} />
                  <label htmlFor={`pay-linked-${a.id}`} className="choice__label">
                    <span className="choice__title">
                      <Trans>
                        {name} ending in {last4}
                      </Trans>
                    </span>
                    <span className="choice__sub">{a.accountType === 'SAVINGS' ? <Trans>Savings</Trans> : <Trans>Checking</Trans>}</span>
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <StepActions flow={flow} primary={<Trans>Use this account</Trans>} />
    </StepForm>
  );
}

function LinkFailed({ flow }: { flow: PaymentFlow }) {
  const { send } = flow;
  return (
    <div className="step-form">
      <div className="notice notice--error" role="alert" data-testid="link-failed">
        <p>
          <Trans>We couldn't connect to your bank. You can enter your bank details manually or add a card instead.</Trans>
        </p>
      </div>
      <div className="step-actions">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'link.manualBank' })}>
          <Trans>Enter bank details manually</Trans>
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'link.useCard' })}>
          <Trans>Add a card</Trans>
        </button>
        <button type="button" className="button button--ghost step-actions__cancel" onClick={() => send({ type: 'cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
