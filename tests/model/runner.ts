import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyStateMachine, type Snapshot } from 'xstate';
import type { FlowModel, VerifyCheck } from '../../machines/model/model';
import { TimerClock, advanceToNextTimer, type FlowPath, type PathStep } from '../../machines/model/paths';
import type { CallGate } from '../../src/api/actors/as-actors';
import { flowRegistry, isFlowId } from '../../src/api/flows';
import { createTransport } from '../../src/api/transport';
import { instantInZone } from '../../src/domain/dates';
import { XSRF_COOKIE } from '../../src/domain/session';
import { Client, control, signedIn } from '../support/client';
import { BUSINESS_TIME_ZONE } from '../support/payments';

/**
 * Walks one generated path with the flow's real calls (src/api) against a test backend:
 * - a user step is sent (with what it stands for done first: another tab really signs out);
 * - a done/error step is the server answering: its cause (a fault, a clock move) is arranged
 *   before the step that starts the call, and the real answer is held until the path reaches
 *   the step, so a user event the path puts before it is seen first, as it could be in life;
 * - an after step moves the machine's clock to its timer and the server's clock as far.
 * After every step the machine's state must be the path's; after an outcome, the backend's.
 */
class PathDiverged extends Error {}

/** The business time a world without one runs at: any fixed hour keeps paths deterministic; noon is before the cut-off. */
const DEFAULT_TIME = '12:00';

export async function walkPath(baseUrl: string, model: FlowModel, path: FlowPath, day: string): Promise<void> {
  const patches = [model.world.patch, model.patchFor?.(path.input), ...path.steps.map((s) => s.outcome?.patch)].filter(
    (p): p is Record<string, unknown> => !!p,
  );
  // the server's clock frozen on the day the model was built for, at the world's business time:
  // every path runs on that day and hour, whatever the machine's clock says or does meanwhile
  const now = instantInZone(day, model.world.time ?? DEFAULT_TIME, BUSINESS_TIME_ZONE).toISOString();
  await control.reset(baseUrl, patches.length ? Object.assign({}, ...patches) : undefined, { now });
  const username = path.steps.find((s) => s.outcome?.username)?.outcome?.username ?? model.world.username;
  // a path that resumes after a timeout signs in again: the calls then go with the new session
  let client = model.world.signedOut ? new Client(baseUrl) : await signedIn(baseUrl, username);
  const paymentsBefore = await paymentCount(baseUrl, username);
  const autoPayBefore = await autoPayOf(baseUrl, username);
  const methodsBefore = await methodIdsOf(baseUrl, username);
  const transport = createTransport({
    baseUrl,
    fetch: (...args) => client.fetch(...args),
    xsrfToken: () => decodeURIComponent(client.cookies.get(XSRF_COOKIE) ?? ''),
  });
  if (!isFlowId(model.id)) throw new Error(`${model.id}: not in the flow registry (src/api/flows.ts)`);

  // every call runs at once against the server; its answer waits for the path's step
  let release: ((step: PathStep) => void) | null = null;
  const gate: CallGate = (_name, call) => async (input) => {
    const reached = new Promise<PathStep>((resolve) => (release = resolve));
    const settled = await call(input).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const step = await reached;
    // the server did what it did; its answer is lost on the way back
    if (step.outcome?.cause.kind === 'lostAnswer') throw step.event.error;
    if (!settled.ok) throw settled.error;
    return settled.value;
  };
  // a child flow (walked on its own model) ends as the path's step says: its output, or its error
  const children = Object.fromEntries(
    childSources(model).map((src) => [
      src,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            release = (step) => (step.kind === 'done' ? resolve(step.event.output) : reject(step.event.error));
          }),
      ),
    ]),
  );
  const machine = flowRegistry[model.id](transport, gate) as AnyStateMachine;
  if (machine.config !== model.machine.config) throw new Error(`${model.id}: the registry's machine is not the model's`);

  const clock = new TimerClock();
  const provided = machine.provide({ actors: children });
  let actor: AnyActorRef = createActor(provided, { input: path.input, clock });
  const describe = (index: number, why: string) =>
    `${model.id} path ${path.id} diverged at step ${index + 1} (${path.steps[index]?.label}): ${why}\n` +
    `  steps: ${path.steps.map((s, i) => `${i + 1}. ${s.label}`).join('  ')}`;

  await arrange(baseUrl, path.steps[0]); // a call the initial state starts
  actor.start();
  for (const [index, step] of path.steps.entries()) {
    const before = JSON.stringify(actor.getSnapshot().value);
    if (step.kind === 'done' || step.kind === 'error') {
      await arrange(baseUrl, path.steps[index + 1]);
      await until(
        () => release !== null,
        () => describe(index, 'the call was never made'),
      );
      const open = release!;
      release = null;
      open(step);
      await waitFor(actor, (s) => JSON.stringify(s.value) !== before, { timeout: 5000 }).catch(() => {
        throw new PathDiverged(describe(index, 'the machine did not move after the answer'));
      });
    } else {
      await arrange(baseUrl, path.steps[index + 1]);
      if (step.perform === 'logoutElsewhere')
        await new Client(baseUrl).request('POST', '/api/pub/session/v1/logout', {
          headers: { cookie: cookieHeader(client) },
          xsrf: decodeURIComponent(client.cookies.get(XSRF_COOKIE) ?? ''),
        });
      if (step.perform === 'resumeAfterTimeout') {
        actor = await resumeAfterTimeout(baseUrl, model, actor, (snapshot) => createActor(provided, { snapshot, clock }), describe(index, ''));
        client = await signedIn(baseUrl, username);
        actor.start();
      }
      if (step.kind === 'after') {
        const ms = advanceToNextTimer(clock);
        await control.clock(baseUrl, { advanceSeconds: ms / 1000 });
      } else {
        // the user types the one-time code they received (the simulated outbox, test mode)
        actor.send(step.perform === 'enterSentCode' ? { ...step.event, code: await control.sentCode(baseUrl) } : step.event);
      }
    }
    const now = actor.getSnapshot();
    if (JSON.stringify(now.value) !== JSON.stringify(step.state)) {
      const error = (now as { error?: unknown }).error;
      throw new PathDiverged(
        describe(index, `expected ${JSON.stringify(step.state)}, machine is in ${JSON.stringify(now.value)}${error ? ` (${String(error)})` : ''}`),
      );
    }
  }
  if (path.outcome) {
    if (actor.getSnapshot().status !== 'done') throw new PathDiverged(`${model.id} path ${path.id}: ended in ${path.outcome} but the machine is not done`);
    await verify(baseUrl, client, model.verify(path.outcome, path.actorOutcomes), path, { username, paymentsBefore, autoPayBefore, methodsBefore });
  }
  actor.stop();
}

/**
 * The user walks away in the middle of the flow (flows survive the session): the
 * snapshot is persisted as the app keeps it (redacted), the actor goes with the page, the server
 * session idles out, and a new actor is restored from what was kept (the caller signs in again).
 */
async function resumeAfterTimeout(
  baseUrl: string,
  model: FlowModel,
  actor: AnyActorRef,
  restore: (snapshot: Snapshot<unknown>) => AnyActorRef,
  where: string,
): Promise<AnyActorRef> {
  if (!model.redact) throw new PathDiverged(`${where}${model.id} resumes after a timeout but its model has no redact`);
  const kept = model.redact(actor.getPersistedSnapshot() as never);
  if (kept === null || kept === undefined || kept === false) throw new PathDiverged(`${where}the flow may not be kept at this step`);
  actor.stop();
  await control.clock(baseUrl, { advanceSeconds: 901 });
  // what was kept goes through storage: JSON, nothing else
  return restore(JSON.parse(JSON.stringify(kept)) as Snapshot<unknown>);
}

/** Sets up the backend so that an actor step gets the answer it names. */
async function arrange(baseUrl: string, step: PathStep | undefined): Promise<void> {
  const cause = step?.outcome?.cause;
  if (!cause || cause.kind === 'answer' || cause.kind === 'child' || cause.kind === 'lostAnswer') return;
  if (cause.kind === 'serverClock') await control.clock(baseUrl, { advanceSeconds: cause.advanceSeconds });
  else
    await control.fault(baseUrl, {
      operation: cause.operation,
      errorCode: cause.errorCode,
      ...(cause.status ? { status: cause.status } : {}),
      ...(cause.issues ? { issues: cause.issues } : {}),
      times: 1,
    });
}

interface AutoPayRecord {
  enrolled: boolean;
  methodId: string | null;
  debitDay: number | null;
  services: string[];
}

async function verify(
  baseUrl: string,
  client: Client,
  check: VerifyCheck,
  path: FlowPath,
  world: { username: string; paymentsBefore: number; autoPayBefore: AutoPayRecord; methodsBefore: string[] },
): Promise<void> {
  const fail = (why: string) => {
    throw new PathDiverged(`${path.id} reached ${path.outcome} but the backend disagrees: ${why}`);
  };
  if (typeof check === 'object') {
    const made = (await paymentCount(baseUrl, world.username)) - world.paymentsBefore;
    if (made !== check.payments) fail(`${made} payments were recorded, expected ${check.payments}`);
    const now = await autoPayOf(baseUrl, world.username);
    // every method added on the way is in the wallet, and only those
    const added = (await methodIdsOf(baseUrl, world.username)).filter((id) => !world.methodsBefore.includes(id));
    const saves = path.steps.filter((s) => s.outcome?.invokeId === 'saveMethod' && s.kind === 'done').length;
    if (added.length !== saves) fail(`${added.length} payment methods were added, expected ${saves}`);
    // the method chosen last: picked from the list, or the one just added
    const lastPick = path.steps.findLastIndex((s) => s.event.type === 'method.saved');
    const lastAdd = path.steps.findLastIndex((s) => s.outcome?.invokeId === 'saveMethod' && s.kind === 'done');
    // a stood-in child hands over the method: the add-method child the one it saved (put in the
    // wallet at the reset), the method chooser the one chosen
    const lastChildAdd = path.steps.findLastIndex((s) => s.outcome?.cause.kind === 'child' && ['saved', 'chosen'].includes(s.event.output?.outcome));
    const childMethod = (output: { method?: { id: string }; methodId?: string }) => output.method?.id ?? output.methodId;
    const chosen =
      lastChildAdd > Math.max(lastPick, lastAdd)
        ? childMethod(path.steps[lastChildAdd]!.event.output as { method?: { id: string }; methodId?: string })
        : lastAdd > lastPick
          ? added.at(-1)
          : lastPayload(path, 'method.saved', 'id');
    // the day submitted: the last one chosen, or the current one kept
    const day = lastPayload(path, 'day.set', 'day') ?? world.autoPayBefore.debitDay;
    const ok =
      check.autoPay === 'unchanged'
        ? JSON.stringify(now) === JSON.stringify(world.autoPayBefore)
        : check.autoPay === 'notEnrolled'
          ? !now.enrolled && now.methodId === null
          : check.autoPay === 'enrolled'
            ? now.enrolled && now.methodId === chosen
            : check.autoPay === 'newMethod'
              ? // only the method changes: the day and the services stay as they were
                now.enrolled &&
                now.methodId === chosen &&
                now.methodId !== world.autoPayBefore.methodId &&
                now.debitDay === world.autoPayBefore.debitDay &&
                JSON.stringify(now.services) === JSON.stringify(world.autoPayBefore.services)
              : now.enrolled && now.debitDay === day;
    if (!ok) fail(`Auto Pay is ${JSON.stringify(now)}, expected ${check.autoPay} (before: ${JSON.stringify(world.autoPayBefore)})`);
    return;
  }
  const session = () => client.request('GET', '/api/pub/sbnetloginedge/v1/sbnet/session');
  const device = async () => {
    const store = await control.store(baseUrl);
    return store.equipment.find((e: { id: string }) => e.id === path.input.equipmentId) as { connectionState: string; onlineAt: string | null };
  };
  const state = async () => {
    const observer = await signedIn(baseUrl, 'admin@acme.example');
    const reply = await observer.gql('query($id: ID) { connectionState(equipmentId: $id) { state } }', { id: path.input.equipmentId });
    return reply.body.data.connectionState[0].state as string;
  };
  switch (check) {
    case 'mobilePayment':
    case 'splitPayment': {
      // spec billing §2 dual balance: the records the payment made, each for its balance
      const made = (await paymentsOf(baseUrl, world.username)).slice(world.paymentsBefore).map((p) => p.service ?? 'CORE');
      const expected = check === 'splitPayment' ? ['CORE', 'MOBILE'] : ['MOBILE'];
      if (JSON.stringify(made) !== JSON.stringify(expected)) fail(`the payment recorded ${JSON.stringify(made)}, expected ${JSON.stringify(expected)}`);
      return;
    }
    case 'onePayment':
    case 'noPayment': {
      const made = (await paymentCount(baseUrl, world.username)) - world.paymentsBefore;
      const expected = check === 'onePayment' ? 1 : 0;
      if (made !== expected) fail(`${made} payments were recorded, expected ${expected}`);
      return;
    }
    case 'sessionEnded':
      if ((await session()).status !== 401) fail('the session is still alive');
      return;
    case 'sessionAlive':
      if ((await session()).status !== 200) fail('the session the flow opened does not answer');
      return;
    case 'sessionIdlesOut':
      if ((await session()).status !== 200) fail('the logout call failed, yet the session is gone');
      await control.clock(baseUrl, { advanceSeconds: 901 });
      if ((await session()).status !== 401) fail('the session outlived the idle limit');
      return;
    case 'deviceOnline':
      if ((await state()) !== 'ONLINE') fail('the device is not online');
      return;
    case 'deviceOffline':
      if ((await state()) !== 'OFFLINE') fail('the device is not restarting');
      return;
    case 'serviceRestored':
    case 'serviceInterrupted': {
      const reply = await client.gql('query { billing { softDisconnected } }');
      const interrupted = (reply.body.data as { billing: { softDisconnected: boolean } }).billing.softDisconnected;
      if (interrupted !== (check === 'serviceInterrupted')) fail(interrupted ? 'the service is still interrupted' : 'the service is back');
      return;
    }
    case 'deviceUntouched': {
      const record = await device();
      if (record.connectionState !== 'ONLINE' || record.onlineAt !== null) fail('the failed reboot changed the device');
      return;
    }
  }
}

function lastPayload(path: FlowPath, type: string, key: string): unknown {
  return [...path.steps].reverse().find((s) => s.event.type === type)?.event[key] ?? null;
}

async function autoPayOf(baseUrl: string, username: string): Promise<AutoPayRecord> {
  const store = await control.store(baseUrl);
  const accountId = store.users.find((u: { username: string }) => u.username === username).accountId;
  const { enrolled, methodId, debitDay, services } = store.accounts.find((a: { id: string }) => a.id === accountId).autoPay;
  return { enrolled, methodId, debitDay, services };
}

async function methodIdsOf(baseUrl: string, username: string): Promise<string[]> {
  const store = await control.store(baseUrl);
  const accountId = store.users.find((u: { username: string }) => u.username === username).accountId;
  return store.paymentMethods.filter((m: { accountId: string }) => m.accountId === accountId).map((m: { id: string }) => m.id);
}

async function paymentsOf(baseUrl: string, username: string): Promise<{ service?: string }[]> {
  const store = await control.store(baseUrl);
  const accountId = store.users.find((u: { username: string }) => u.username === username).accountId;
  return store.payments.filter((p: { accountId: string }) => p.accountId === accountId);
}

const paymentCount = async (baseUrl: string, username: string): Promise<number> => (await paymentsOf(baseUrl, username)).length;

function cookieHeader(client: Client): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function until(condition: () => boolean, message: () => string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new PathDiverged(message());
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The machines a flow invokes as children: their outcomes are given by the path (cause `child`). */
function childSources(model: FlowModel): string[] {
  const sources = new Set<string>();
  const walk = (node: AnyStateMachine['root']) => {
    for (const invoke of node.invoke) if (model.actors[invoke.id]?.some((o) => o.cause.kind === 'child')) sources.add(String(invoke.src));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(model.machine.root);
  return [...sources];
}
