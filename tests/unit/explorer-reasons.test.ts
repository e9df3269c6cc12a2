import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { equipmentDeviceMachine } from '../../machines/equipment/equipment-device';
import { flows } from '../../machines/index';
import { oneTimePaymentMachine } from '../../machines/payment/one-time-payment';
import { stateNodes } from '../../machines/model/paths';
import { signInMachine } from '../../machines/session/sign-in';
import { machineGraph } from '../../src/features/explorer/diagram/graph';
import { EXPLAINED_REASONS } from '../../src/features/explorer/reason-codes';

/**
 * Guards that explain themselves: a guarded transition a user can meet as a refusal
 * carries `meta: { reason }` (machines/parts/refusal.ts), the explorer reads it onto the edge and has
 * words for every code.
 */
const reasons = (machine: AnyStateMachine) =>
  machineGraph(machine)
    .transitions.filter((t) => t.reasons.length)
    .map((t) => [t.id, t.guard, t.reasons]);

/**
 * The refusals of a machine's rules: guarded transitions on a user's event into a state tagged
 * `refused`, or that stay where they are and run the `refuse` action (the one-time payment's
 * steps). A server's answer (an `xstate.error.actor` event) says its own reason.
 */
function refusalEdges(machine: AnyStateMachine): { id: string; reason: unknown }[] {
  return [machine.root, ...stateNodes(machine)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs
        .map((def, branch) => ({ def, id: `${node.id}|${eventType}|${branch}` }))
        .filter(({ def }) => {
          const intoRefused = (def.target ?? []).some((t: AnyStateNode) => t.tags.includes('refused'));
          const refuses = def.actions.some((a) => typeof a === 'object' && a !== null && 'type' in a && a.type === 'refuse');
          return def.guard !== undefined && !eventType.startsWith('xstate.') && (intoRefused || refuses);
        })
        .map(({ def, id }) => ({ id, reason: (def.meta as { reason?: unknown } | undefined)?.reason })),
    ),
  );
}

describe('refusal reasons on the explorer’s edges', () => {
  it('the device’s restart says why it can be refused', () => {
    expect(reasons(equipmentDeviceMachine)).toEqual([
      ['equipmentDevice.ready|restart|0', 'mayRestart', ['equipment.notRestartable']],
      ['equipmentDevice.ready|rename|0', 'mayRename', ['nickname.notEditable', 'equipment.adminOnly']],
    ]);
  });

  it('the sign-in’s submit says why it can be refused; its other branches carry none', () => {
    expect(reasons(signInMachine)).toEqual([['signIn.form|submit|0', 'fieldsFilled', ['signIn.fieldRequired']]]);
  });

  it('the payment’s date step names every rule of the date, past due included', () => {
    const date = reasons(oneTimePaymentMachine).find(([id]) => id === 'oneTimePayment.date|next|0');
    expect(date?.[2]).toEqual(expect.arrayContaining(['date.mustPayToday', 'date.pendingCoversPastDue', 'date.maxScheduled', 'expiry.beforePaymentDate']));
  });

  for (const flow of flows) {
    it(`${flow.id}: every refusal a user can meet says why`, () => {
      const edges = refusalEdges(flow.machine);
      expect(edges.filter((e) => e.reason === undefined).map((e) => e.id)).toEqual([]);
    });

    it(`${flow.id}: every reason drawn has its words in the explorer’s catalog`, () => {
      for (const [, , codes] of reasons(flow.machine)) for (const code of codes as string[]) expect(EXPLAINED_REASONS).toContain(code);
    });
  }
});
