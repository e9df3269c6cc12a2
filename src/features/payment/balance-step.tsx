import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { balanceChoiceMachine } from '../../../machines/payment/balance-choice';
import { totalOwed } from '../../domain/amount-owed';
import type { BalanceChoice } from '../../domain/balance-choice';
import { useFormat } from '../../i18n/format';
import { StepActions } from '../../ui/flow-steps/step-actions';
import { StepForm } from '../../ui/flow-steps/step-form';
import type { PaymentFlow } from './use-payment-flow';

type ChoiceActor = ActorRefFrom<typeof balanceChoiceMachine>;

/** A balance's name, as the choice, the amount step, the review and the receipt say it. */
export function BalanceName({ balance }: { balance: BalanceChoice }) {
  if (balance === 'core') return <Trans>Core services</Trans>;
  if (balance === 'mobile') return <Trans>Mobile</Trans>;
  return <Trans>Both balances</Trans>;
}

/**
 * The dual-balance choice (spec billing §2; machines/payment/balance-choice.ts): core, mobile or both,
 * each with its amount due and due date, before the amount step. The choice is its own flow,
 * invoked by the payment: this view renders that child's state and sends it its events.
 */
export function BalanceStep({ flow }: { flow: PaymentFlow }) {
  const child = flow.snapshot.children.balance;
  return child ? <BalanceChoiceView actor={child} /> : null;
}

function BalanceChoiceView({ actor }: { actor: ChoiceActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const format = useFormat();
  const { core, mobile, balance } = snapshot.context;
  const options: { value: BalanceChoice; amount: number; detail: ReactNode }[] = [
    { value: 'both', amount: totalOwed(core.amountDue, mobile.amountDue), detail: <Trans>Core services and mobile, each paid in full</Trans> },
    { value: 'core', amount: core.amountDue, detail: <Trans>Internet, TV and Business Phone, due {format.date(core.dueDate)}</Trans> },
    { value: 'mobile', amount: mobile.amountDue, detail: <Trans>Mobile lines and devices, due {format.date(mobile.dueDate)}</Trans> },
  ];
  return (
    <StepForm onSubmit={() => actor.send({ type: 'next' })}>
      <fieldset className="choices" data-testid="balance-choice">
        <legend className="field__label">
          <Trans>Your account has a core services balance and a mobile balance.</Trans>
        </legend>
        <ul className="choices__list">
          {options.map((option) => {
            const id = `balance-${option.value}`;
            const checked = balance === option.value;
            return (
              <li key={option.value} className={`choice${checked ? ' choice--checked' : ''}`} data-testid={id}>
                <div className="choice__row">
                  <input
                    id={id}
                    type="radio"
                    name="balance"
                    value={option.value}
                    checked={checked}
                    onChange={() => actor.send({ type: 'balance.choose', balance: option.value })}
                    aria-describedby={`${id}-detail`}
                  />
                  <label htmlFor={id} className="choice__label">
                    <span className="choice__title">
                      <BalanceName balance={option.value} />
                    </span>
                    <span id={`${id}-detail`} className="choice__detail">
                      {option.detail}
                    </span>
                  </label>
                  <span className="choice__badges choice__amount">{format.money(option.amount)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {/* the first screen of the payment: Next and Cancel, nothing to go back to */}
      <StepActions
        snapshot={{ can: (event) => event.type === 'cancel' && snapshot.can(event) }}
        send={(event) => (event.type === 'cancel' ? actor.send(event) : undefined)}
      />
    </StepForm>
  );
}
