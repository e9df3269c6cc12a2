import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { equipmentDeviceMachine } from '../../machines/equipment-device';
import { signInMachine } from '../../machines/sign-in';
import { machineGraph } from '../../src/features/explorer/graph';
import { EXPLAINED_REASONS } from '../../src/features/explorer/reason-codes';

/**
 * Guards that explain themselves (issue 12): a guarded transition a user can meet as a refusal
 * carries `meta: { reason }`, the explorer reads it onto the edge and has words for it.
 */
const reasons = (machine: AnyStateMachine) =>
  machineGraph(machine)
    .transitions.filter((t) => t.reason)
    .map((t) => [t.id, t.guard, t.reason]);

describe('refusal reasons on the explorer’s edges', () => {
  it('the device’s restart says why it can be refused', () => {
    expect(reasons(equipmentDeviceMachine)).toEqual([['equipmentDevice.ready|restart|0', 'mayRestart', 'equipment.notRestartable']]);
  });

  it('the sign-in’s submit says why it can be refused; its other branches carry none', () => {
    expect(reasons(signInMachine)).toEqual([['signIn.form|submit|0', 'fieldsFilled', 'signIn.fieldRequired']]);
  });

  it('every reason drawn has its words in the explorer’s catalog', () => {
    for (const machine of [equipmentDeviceMachine, signInMachine]) for (const [, , reason] of reasons(machine)) expect(EXPLAINED_REASONS).toContain(reason);
  });
});
