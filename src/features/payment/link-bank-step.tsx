import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { fetchInstitutions } from '../../api/bank-link';
import { BankLinkConnectRequest, type BankInstitution } from '../../domain/bank-link';
import { useErrorText } from '../../ui/payment-method/error-text';
import { StepActions } from './step-actions';
import { TextField } from '../../ui/payment-method/text-field';
import { fieldId } from '../../ui/payment-method/field-id';
import type { PaymentFlow } from './use-payment-flow';

/**
 * The fifth step (spec billing §2): sign in to the bank through the online-banking provider,
 * then choose the account to pay from. If the connection fails the user enters the bank
 * details by hand or adds a card instead (spec billing §8).
 */
export function LinkBankStep({ flow }: { flow: PaymentFlow }) {
  const { snapshot } = flow;
  if (snapshot.matches({ linkBank: 'connecting' })) {
    return (
      <div className="step-form">
        <p className="busy-note" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Connecting to your bank…</Trans>
        </p>
      </div>
    );
  }
  if (snapshot.matches({ linkBank: 'choosing' })) return <ChooseAccount flow={flow} />;
  if (snapshot.matches({ linkBank: 'failed' })) return <LinkFailed flow={flow} />;
  return <Credentials flow={flow} />;
}

type Institutions = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: BankInstitution[] };

function Credentials({ flow }: { flow: PaymentFlow }) {
  const { t } = useLingui();
  const errorText = useErrorText(flow.snapshot.context.info!);
  const [institutions, setInstitutions] = useState<Institutions>({ status: 'loading' });
  const [form, setForm] = useState({ institutionId: '', username: '', password: '' });
  const [tried, setTried] = useState(false);

  const load = useCallback(() => {
    setInstitutions({ status: 'loading' });
    fetchInstitutions().then(
      (list) => setInstitutions({ status: 'ready', list }),
      () => setInstitutions({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  // the provider's own request schema: the same check the server makes before it connects
  const parsed = BankLinkConnectRequest.safeParse(form);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const shown = (field: string) => (tried && errors[field] ? errorText(errors[field], field) : null);

  return (
    <form
      className="form step-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (parsed.success) flow.send({ type: 'link.submit', ...parsed.data });
        else document.getElementById(fieldId(`link.${Object.keys(errors)[0]}`))?.focus();
      }}
    >
      <p className="step-form__lead">
        <Trans>
          Sign in with the username and password you use for your bank's website. We never see or keep them: your bank tells us only which accounts you can pay
          from.
        </Trans>
      </p>
      {institutions.status === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>The list of banks could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--small" onClick={load}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      <div className="field field--narrow">
        <label className="field__label" htmlFor={fieldId('link.institutionId')}>
          <Trans>Your bank</Trans>
        </label>
        <select
          id={fieldId('link.institutionId')}
          className="field__input"
          value={form.institutionId}
          disabled={institutions.status !== 'ready'}
          onChange={(e) => setForm({ ...form, institutionId: e.target.value })}
          aria-invalid={shown('institutionId') ? true : undefined}
          aria-describedby={shown('institutionId') ? `${fieldId('link.institutionId')}-error` : undefined}
        >
          <option value="">{institutions.status === 'loading' ? t`Loading banks…` : t`Choose your bank`}</option>
          {institutions.status === 'ready'
            ? institutions.list.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))
            : null}
        </select>
        {shown('institutionId') ? (
          <p id={`${fieldId('link.institutionId')}-error`} className="field__error" role="alert">
            {shown('institutionId')}
          </p>
        ) : null}
      </div>
      <TextField
        field="link.username"
        className="field--narrow"
        label={<Trans>Online banking username</Trans>}
        value={form.username}
        onValue={(username) => setForm({ ...form, username })}
        error={shown('username')}
        autoComplete="off"
      />
      <TextField
        field="link.password"
        className="field--narrow"
        label={<Trans>Online banking password</Trans>}
        type="password"
        value={form.password}
        onValue={(password) => setForm({ ...form, password })}
        error={shown('password')}
        autoComplete="off"
      />
      <StepActions flow={flow} primary={<Trans>Connect to my bank</Trans>} />
    </form>
  );
}

function ChooseAccount({ flow }: { flow: PaymentFlow }) {
  const answer = flow.snapshot.context.link.answer!;
  const [accountId, setAccountId] = useState(answer.accounts[0]!.id);
  const bank = answer.institutionName;
  return (
    <form
      className="form step-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'link.choose', accountId });
      }}
    >
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
    </form>
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
