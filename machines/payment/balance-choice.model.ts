import { balanceChoiceMachine } from './balance-choice';
import { FLEET_AT_NOON, fleetOn } from '../model/fixtures';
import { each, flowModel, steps } from '../model/model-helpers';

/**
 * The dual-balance choice as Fleet Courier's owner sees it (core and mobile balances due): each
 * choice, Next, Cancel; and coming back to it with a choice made. It makes no call: its backend
 * check is that choosing paid nothing (the payment that follows is walked on the one-time
 * payment's model).
 */
export function balanceChoiceModelOn(today: string) {
  const fleet = fleetOn(today);
  const input = { core: { amountDue: fleet.billing.amountDue, dueDate: fleet.billing.dueDate }, mobile: fleet.mobile, chosen: null };
  return flowModel(balanceChoiceMachine, 'Dual balance: pay core, mobile or both', {
    input,
    inputVariants: [{ ...input, chosen: 'mobile' }],
    project: (context: { balance: string; outcome: unknown }) => ({ balance: context.balance, outcome: context.outcome }),
    events: [...each('balance.choose', 'balance', 'core', 'mobile', 'both'), ...steps('next', 'cancel')],
    actors: {},
    world: FLEET_AT_NOON,
  });
}
