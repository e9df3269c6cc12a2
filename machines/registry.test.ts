import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flowCalls } from '../src/api/actors';
import { flows } from './index';

describe('the flow registry', () => {
  it('has unique ids and a machine id matching each', () => {
    expect(new Set(flows.map((f) => f.id)).size).toBe(flows.length);
    for (const flow of flows) expect(flow.machine.id).toBe(flow.id);
  });

  for (const flow of flows) {
    const names = Object.keys(flow.machine.implementations.actors);

    it(`${flow.id}: every actor fails loudly until provided`, async () => {
      for (const name of names) {
        const placeholder = createActor(flow.machine.implementations.actors[name] as AnyActorLogic, { input: {} });
        placeholder.start();
        await expect(toPromise(placeholder)).rejects.toThrow(`Actor "${name}" was not provided to the machine`);
      }
    });

    it(`${flow.id}: the app provides a real call for every actor`, () => {
      const calls = flowCalls[flow.id];
      expect(calls, `src/api/actors/index.ts has no calls for ${flow.id}`).toBeDefined();
      const provided = Object.keys(calls!({} as never));
      expect(names.filter((n) => !provided.includes(n))).toEqual([]);
    });
  }
});
