import { createActor, StateMachine, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flowRegistry, isFlowId } from '../src/api/flows';
import type { Transport } from '../src/api/transport';
import { flows } from './index';

describe('the flow registry', () => {
  it('has unique ids and a machine id matching each', () => {
    expect(new Set(flows.map((f) => f.id)).size).toBe(flows.length);
    for (const flow of flows) expect(flow.machine.id).toBe(flow.id);
  });

  for (const flow of flows) {
    const names = Object.keys(flow.machine.implementations.actors);
    // a child flow is a machine of its own registered beside this one, its calls placeholders there
    const calls = names.filter((name) => !(flow.machine.implementations.actors[name] instanceof StateMachine));

    it(`${flow.id}: every call fails loudly until provided`, async () => {
      for (const name of calls) {
        const placeholder = createActor(flow.machine.implementations.actors[name] as AnyActorLogic, { input: {} });
        placeholder.start();
        await expect(toPromise(placeholder)).rejects.toThrow(`Actor "${name}" was not provided to the machine`);
      }
    });

    it(`${flow.id}: the app's registry provides this very machine with a real actor for each placeholder`, () => {
      expect(isFlowId(flow.id), `src/api/flows.ts has no entry for ${flow.id}`).toBe(true);
      if (!isFlowId(flow.id)) return;
      const unused: Transport = { graph: () => Promise.reject(new Error('not called')), rest: () => Promise.reject(new Error('not called')) };
      const provided = flowRegistry[flow.id](unused);
      expect(provided.config).toBe(flow.machine.config);
      const placeholders = flow.machine.implementations.actors;
      expect(names.filter((n) => provided.implementations.actors[n] === placeholders[n] || !provided.implementations.actors[n])).toEqual([]);
    });
  }
});
