import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, StateMachine } from 'xstate';
import { flowById, flows } from '../../machines/index';
import { cardNumber } from '../../machines/model/test-cards';
import { sessionTimeoutModel } from '../../machines/session/session-timeout.model';
import { EXPLORER_CHANNEL, HELLO, inspectForExplorer, type LiveMessage } from '../../src/shell/live-inspector';
import { parseLiveMessage } from '../../src/features/explorer/engine/live-message';

/**
 * Live mode's messages carry where a flow is and nothing of what it holds: a payment typed with
 * a card number, a CVV, a bank account and a name crosses as state names only.
 */
const listeners: BroadcastChannel[] = [];
afterEach(() => listeners.splice(0).forEach((c) => c.close()));

function listen(): LiveMessage[] {
  const received: LiveMessage[] = [];
  const channel = new BroadcastChannel(EXPLORER_CHANNEL);
  channel.onmessage = (e: MessageEvent) => {
    if (e.data !== HELLO) received.push(e.data as LiveMessage);
  };
  listeners.push(channel);
  return received;
}
const settle = () => new Promise((r) => setTimeout(r, 50));
const inert = (names: string[]) => Object.fromEntries(names.map((n) => [n, fromPromise(() => new Promise<never>(() => {}))]));

describe('the live inspector', () => {
  it('posts only { flowId, sessionId, value, status }, never context or event data', async () => {
    const received = listen();
    const model = flowById('oneTimePayment')!;
    const machine = model.machine.provide({ actors: inert(Object.keys(model.machine.implementations.actors)) });
    const actor = createActor(machine, { input: model.input as never, inspect: inspectForExplorer('oneTimePayment') }).start();
    const send = (event: { type: string; [k: string]: unknown }) => actor.send(event as never);
    send(model.actors.load![0]!.event as never);
    send({ type: 'amount.set', text: '123.45' });
    send({ type: 'next' });
    const card = model.events.find((e) => e.event.type === 'method.card')!.event;
    send(card as never);
    send({ type: 'method.linkBank' });
    send(model.actors.institutions!.find((o) => o.name === 'listed')!.event as never);
    send({ type: 'link.set', form: { institutionId: 'ins_lakeshore', username: 'maria.delgado', password: 'hunter2-secret' } });
    send({ type: 'link.submit' });
    await settle();

    expect(received.length).toBeGreaterThanOrEqual(4);
    for (const message of received) {
      expect(Object.keys(message).sort()).toEqual(['flowId', 'sessionId', 'status', 'value']);
      expect(message.flowId).toBe('oneTimePayment');
      expect(message.status).toBe('active');
    }
    expect(received.at(-1)!.value).toEqual({ linkBank: 'connecting' });
    expect(new Set(received.map((m) => m.sessionId)).size).toBe(1);
    const wire = JSON.stringify(received);
    const cardDraft = (card as unknown as { card: Record<string, string> }).card;
    for (const secret of [
      cardDraft.number!,
      cardDraft.cvv!,
      cardDraft.nameOnCard!,
      cardDraft.zip!,
      '123.45',
      'maria.delgado',
      'hunter2-secret',
      'model',
      '41253',
    ]) {
      expect(wire).not.toContain(secret);
    }
    // nothing but state names: every string on the wire is a state key, the flow's id, the run's id or a status
    const keys = new Set([
      'oneTimePayment',
      'active',
      received[0]!.sessionId,
      'amount',
      'method',
      'linkBank',
      'institutions',
      'credentials',
      'connecting',
      'loading',
    ]);
    for (const s of wire.match(/"[^"]*"/g)!.map((q) => q.slice(1, -1))) {
      if (['flowId', 'sessionId', 'value', 'status'].includes(s)) continue;
      expect(keys).toContain(s);
    }
    actor.stop();
  });

  it('tells two runs apart and answers an explorer that opens late', async () => {
    const received = listen();
    const machine = sessionTimeoutModel.machine.provide({ actors: inert(['keepAlive', 'logout']) });
    const a = createActor(machine, { input: sessionTimeoutModel.input as never, inspect: inspectForExplorer('sessionTimeout') }).start();
    const b = createActor(machine, { input: sessionTimeoutModel.input as never, inspect: inspectForExplorer('sessionTimeout') }).start();
    await settle();
    const runs = new Set(received.map((m) => m.sessionId));
    expect(runs.size).toBe(2);

    received.length = 0;
    const explorer = new BroadcastChannel(EXPLORER_CHANNEL);
    listeners.push(explorer);
    explorer.postMessage(HELLO);
    await settle();
    expect(received.map((m) => m.sessionId).sort()).toEqual([...runs].sort());
    expect(received.every((m) => JSON.stringify(m.value) === JSON.stringify({ active: 'quiet' }))).toBe(true);

    received.length = 0;
    a.send({ type: 'remote.signedOut' });
    await settle();
    expect(received).toEqual([expect.objectContaining({ value: 'ended', status: 'done' })]);
    a.stop();
    b.stop();
  });

  it('a card number and CVV sent as event payloads never reach the channel, up to the outcome', async () => {
    // what is handed to postMessage itself, before any listener could drop a field
    const posted: unknown[] = [];
    const spy = vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(function (message: unknown) {
      posted.push(message);
    });
    try {
      const model = flowById('oneTimePayment')!;
      const machine = model.machine.provide({ actors: inert(Object.keys(model.machine.implementations.actors)) });
      const actor = createActor(machine, { input: model.input as never, inspect: inspectForExplorer('oneTimePayment') }).start();
      const send = (event: { type: string; [k: string]: unknown }) => actor.send(event as never);
      const number = cardNumber('3714', 15); // an Amex: its CVV has four digits
      const cvv = '9731';
      send(model.actors.load!.find((o) => o.name === 'loaded')!.event as never);
      send({ type: 'amount.set', text: '50.00' });
      send({ type: 'next' });
      // a saved card with its CVV typed, then a new card in full: both are in the machine's context
      send({ type: 'method.saved', id: 'pm_1' });
      send({ type: 'cvv.set', cvv });
      send({ type: 'method.card', card: { number, nameOnCard: 'Ana Ruiz', expiry: '1230', zip: '30301', cvv, save: false } });
      expect(JSON.stringify(actor.getSnapshot().context)).toContain(number);
      send({ type: 'next' });
      send(model.events.find((e) => e.event.type === 'date.set')!.event as never);
      send({ type: 'next' });
      expect(actor.getSnapshot().value).toBe('review');
      send({ type: 'submit' });
      send(model.actors.pay!.find((o) => o.name === 'paid')!.event as never);
      await settle();
      expect(actor.getSnapshot().status).toBe('done');

      const states = posted.map((m) => (m as LiveMessage).value);
      expect(states).toContainEqual('method');
      expect(states).toContainEqual('submitting');
      expect(posted.at(-1)).toMatchObject({ value: 'success', status: 'done' });
      for (const message of posted) {
        if (message === HELLO) continue;
        expect(Object.keys(message as object).sort()).toEqual(['flowId', 'sessionId', 'status', 'value']);
        const wire = JSON.stringify(message);
        for (const secret of [number, number.slice(-4), cvv, 'Ana Ruiz', '30301']) expect(wire).not.toContain(secret);
      }
      actor.stop();
    } finally {
      spy.mockRestore();
    }
  });

  it('every flow that reports itself uses the id it is registered under', () => {
    // flows are named where they are defined (flowOf('oneTimePayment', …) in src/api, and
    // useFlow reports under that name) or name themselves to the inspector: a typo would leave
    // Live waiting
    const used = ['../../src/features', '../../src/shell', '../../src/api'].flatMap((dir) => {
      const root = join(__dirname, dir);
      const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('explorer'));
      return files.flatMap((f) =>
        [...readFileSync(join(root, f), 'utf8').matchAll(/(?:inspectForExplorer|useFlow|defineFlow|flowOf)\('([^']+)'/g)].map((m) => m[1]!),
      );
    });
    expect(new Set(used).size).toBeGreaterThanOrEqual(5);
    for (const id of used) expect(flows.map((f) => f.id)).toContain(id);
    // a child flow reports under the name it is invoked by: that name must be its registered id
    for (const flow of flows) {
      for (const [name, logic] of Object.entries(flow.machine.implementations.actors)) {
        if (!(logic instanceof StateMachine)) continue;
        expect(logic.id, `${flow.id} invokes ${name}`).toBe(name);
        expect(flows.map((f) => f.id)).toContain(name);
      }
    }
  });

  it('a child flow reports as a run of its own flow, its calls say nothing', async () => {
    const received = listen();
    const payment = flowById('oneTimePayment')!;
    const inner = payment.machine.provide({ actors: inert(Object.keys(payment.machine.implementations.actors)) });
    const page = flowById('payBill')!;
    const actor = createActor(page.machine.provide({ actors: { oneTimePayment: inner } }), {
      input: page.input as never,
      inspect: inspectForExplorer('payBill'),
    }).start();
    await settle();
    const byFlow = (id: string) => received.filter((m) => m.flowId === id);
    expect(byFlow('payBill').length).toBeGreaterThan(0);
    expect(byFlow('oneTimePayment').at(-1)).toMatchObject({ value: 'loading', status: 'active' });
    expect(new Set(byFlow('oneTimePayment').map((m) => m.sessionId))).not.toContain(byFlow('payBill')[0]!.sessionId);
    expect(received.map((m) => m.flowId).every((id) => id === 'payBill' || id === 'oneTimePayment')).toBe(true);
    actor.stop();
  });

  it('the explorer reads those four fields and nothing else', () => {
    const sent = {
      flowId: 'oneTimePayment',
      sessionId: 'abc',
      value: { linkBank: 'connecting' },
      status: 'active',
      context: { cvv: '123' },
      event: { type: 'x' },
    };
    expect(parseLiveMessage(sent)).toEqual({ flowId: 'oneTimePayment', sessionId: 'abc', value: { linkBank: 'connecting' }, status: 'active' });
    expect(parseLiveMessage({ ...sent, value: ['not', 'a', 'state'] })).toBeNull();
    expect(parseLiveMessage({ ...sent, status: 'weird' })).toBeNull();
    expect(parseLiveMessage(HELLO)).toBeNull();
  });
});
