import type { Page } from '@playwright/test';
import { flows } from '../../machines/index';
import type { FlowModel } from '../../machines/model/model';
import { generatePaths, measureCoverage, transitionIds, type FlowPath } from '../../machines/model/paths';
import { machineGraph, stateName, type DiagramState, type DiagramTransition } from '../../src/features/explorer/diagram/graph';
import { mermaidId, toMermaid } from '../../src/features/explorer/diagram/mermaid';
import { eventLabels } from '../../src/features/explorer/engine/payload';
import { expectNoAxeViolations } from './support/axe';
import { expect, mainMenu, signIn, test } from './support/fixtures';
import { picture } from './support/shots';

/**
 * The machine explorer in Chromium, signed out unless said: every registered machine's
 * diagram shows every state and transition of its definition; play reaches an outcome; replay
 * of a generated path ends in the path's final state and steps back; live mode follows a flow
 * running in another tab. The Mermaid export is parsed by Mermaid's own parser in the page.
 */

// The generated paths, as the explorer's worker makes them (same registry, same generator), made
// when a test first needs a flow's: the tests of this file are spread over the workers, and each
// machine's test needs its own flow's paths only
const generated = new Map<string, FlowPath[]>();
function pathsOf(flow: FlowModel): FlowPath[] {
  if (!generated.has(flow.id)) generated.set(flow.id, generatePaths(flow));
  return generated.get(flow.id)!;
}

/** A path from the model's own input to an outcome: the shortest, or the longest for replay. */
function pathToOutcome(flow: FlowModel, pick: 'shortest' | 'longest'): FlowPath {
  const all = pathsOf(flow).filter((p) => !p.id.includes('.v'));
  // a flow without outcomes (a device) is played along its paths as they are
  const candidates = all.some((p) => p.outcome) ? all.filter((p) => p.outcome) : all;
  const sorted = [...candidates].sort((a, b) => a.steps.length - b.steps.length);
  return pick === 'shortest' ? sorted[0]! : sorted.at(-1)!;
}

/** Records every request the page makes to the backend. */
function backendCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api') || url.pathname.startsWith('/selfservice')) calls.push(url.pathname);
  });
  return calls;
}

/** A machine's page, its diagram drawn; `title` is the flow's name in the page's language (English: the registry's). */
async function openMachine(page: Page, flow: FlowModel, title = flow.title) {
  await page.goto(`/machines/${flow.id}`);
  await diagramShown(page, title);
}

/** The machine page titled `title` shows its diagram. */
async function diagramShown(page: Page, title: string) {
  // the explorer's chunk carries elkjs: give a busy machine time to load it
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('diagram').locator('[data-state-id]').first()).toBeVisible({ timeout: 30_000 });
}

/** A state's accessible name: "state amount", "state success, outcome", "state loading, invokes load (loadPaymentInfo)". */
/** A state's entry and exit actions as its box writes them (actions are on the diagram). */
const stateActions = (s: DiagramState): string[] => [
  ...(s.entry.length ? [`entry / ${s.entry.join(', ')}`] : []),
  ...(s.exit.length ? [`exit / ${s.exit.join(', ')}`] : []),
];

function stateLabel(s: DiagramState): string {
  return [
    `state ${stateName(s)}${s.outcome ? ', outcome' : ''}`,
    ...s.invokes.map((i) => `invokes ${i.id}${i.src === i.id ? '' : ` (${i.src})`}`),
    ...stateActions(s),
  ].join(', ');
}

/** A transition as its edge or chip writes it: trigger, guard, then its actions after a "/". */
const transitionLabel = (t: DiagramTransition): string => (t.actions.length ? `${t.label} / ${t.actions.join(', ')}` : t.label);

const mode = (page: Page, name: string) => page.getByRole('group', { name: 'Mode' }).getByRole('button', { name, exact: true });

test('/machines opens signed out, lists every flow with its figures, asks the backend nothing and passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  const calls = backendCalls(page);
  await page.goto('/machines');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine explorer' })).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Registered flows' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  // the catalog comes from the explorer's worker, which loads every machine: on a machine busy with
  // other browser tests that takes longer than an expectation's usual wait
  await expect(cards).toHaveCount(flows.length, { timeout: 30_000 });
  // every card's figures against the definitions and the generator run here (the plans come with
  // the build: scripts/vite-flow-plans.ts), read from the page in one go once the last is in
  const expected = flows.map((flow) => {
    const c = measureCoverage(flow, pathsOf(flow));
    expect(c.transitions.total).toHaveLength(transitionIds(flow.machine).length);
    const figure = (k: 'states' | 'transitions' | 'outcomes') => `${k} ${c[k].covered.length}/${c[k].total.length}`;
    return {
      id: flow.id,
      link: { name: flow.title, href: `/machines/${flow.id}` },
      states: String(machineGraph(flow.machine).states.length - 1),
      transitions: String(transitionIds(flow.machine).length),
      paths: String(pathsOf(flow).length),
      coverage: `${figure('states')}, ${figure('transitions')}, ${figure('outcomes')}`,
    };
  });
  const shown = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('li[data-testid^="flow-"]')].map((card) => {
        const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
        const fact = (id: string) => text(card.querySelector(`[data-testid="${id}"]`));
        const link = card.querySelector('h2 a');
        return {
          id: card.dataset.testid!.slice('flow-'.length),
          link: { name: text(link), href: link?.getAttribute('href') ?? null },
          states: fact('state-count'),
          transitions: fact('transition-count'),
          paths: fact('path-count'),
          coverage: fact('coverage'),
        };
      }),
    );
  await expect.poll(shown, { timeout: 30_000 }).toEqual(expected);
  await expect(mainMenu(page)).toHaveCount(0);
  await picture(page, 'explorer-list.png', { fullPage: true });
  await expectNoAxeViolations(page, 'the list');
  expect(calls).toEqual([]);
});

test('the explorer is not in the customer navigation, and signed in it shows no account', async ({ page }) => {
  await signIn(page, 'owner@acme.example');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.locator('a[href^="/machines"]')).toHaveCount(0);
  await page.goto('/machines');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine explorer' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByText('Acme Plumbing & Heating LLC')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

/**
 * The flows whose play and replay are walked here as well: the fewest that, between them, make
 * the page offer every kind of step (an event, time advanced, a call answered, a call failed), end
 * in an outcome and in a state of a flow without outcomes, show a nested state, step back from a
 * last step that stays in its state, start over from a one-step path, tell like events apart by
 * number, and replay the longest path of all. Play and replay of every
 * flow's every path are proved on the engine itself (tests/unit/explorer-play.test.ts); here, that
 * the page offers and shows them. Each flow's diagram is checked here for every flow.
 */
function walkedInBrowser(all: readonly FlowModel[]): Set<string> {
  const longest = Math.max(...all.map((flow) => pathToOutcome(flow, 'longest').steps.length));
  const traits = (flow: FlowModel): Set<string> => {
    const played = pathToOutcome(flow, 'shortest');
    const replayed = pathToOutcome(flow, 'longest');
    const steps = [...played.steps, ...replayed.steps];
    const last = replayed.steps.at(-1)!.state;
    const previous = replayed.steps.at(-2)?.state;
    return new Set([
      ...steps.map((step) => `step ${step.kind}`),
      played.outcome ? 'ends in an outcome' : 'no outcomes',
      ...(steps.some((step) => typeof step.state !== 'string') ? ['nested state'] : []),
      ...(replayed.steps.length === 1 ? ['one-step path'] : []),
      ...(previous !== undefined && JSON.stringify(previous) === JSON.stringify(last) ? ['last step stays'] : []),
      ...(eventLabels(flow.events.map((e) => e.event)).some((label) => / \(\d+\)$/.test(label)) ? ['events told apart by number'] : []),
      ...(replayed.steps.length === longest ? ['the longest path'] : []),
    ]);
  };
  const byFlow = all.map((flow) => ({ id: flow.id, traits: traits(flow) }));
  const wanted = new Set(byFlow.flatMap((f) => [...f.traits]));
  const chosen = new Set<string>();
  // greedily, the flow that shows most of what is still unshown
  while (wanted.size) {
    const best = byFlow.reduce((a, b) => ([...b.traits].filter((t) => wanted.has(t)).length > [...a.traits].filter((t) => wanted.has(t)).length ? b : a));
    chosen.add(best.id);
    for (const t of best.traits) wanted.delete(t);
  }
  return chosen;
}
const WALKED = walkedInBrowser(flows);

// The registered flows in groups, in the registry's order. One page walks a group, going from
// each flow to the next by the page's own Next link: the explorer's engine (the registry and
// elkjs, in a worker) loads once a group instead of once a flow, the costly part of opening a page.
const GROUP = 10;
const groups = Array.from({ length: Math.ceil(flows.length / GROUP) }, (_, i) => flows.slice(i * GROUP, (i + 1) * GROUP));

for (const group of groups) {
  test(`${group.map((f) => f.id).join(', ')}: each diagram shows its definition`, async ({ page }) => {
    test.setTimeout(120_000 * group.length);
    const calls = backendCalls(page);
    await openMachine(page, group[0]!);
    for (const [i, flow] of group.entries()) {
      if (i > 0) {
        const next = page.getByTestId('next-flow');
        await expect(next).toHaveText(`Next: ${flow.title}`);
        await next.click();
        await expect(page).toHaveURL(new RegExp(`/machines/${flow.id}$`));
        await diagramShown(page, flow.title);
        await expect(page.getByTestId('previous-flow')).toHaveText(`Previous: ${group[i - 1]!.title}`);
      }
      await checkDiagram(page, flow);
    }
    // the explorer is a picture of the code: it asks the backend nothing
    expect(calls).toEqual([]);
  });
}

test(`${[...WALKED].join(', ')}: play reaches an outcome, replay ends where the path does and steps back`, async ({ page }) => {
  test.setTimeout(120_000 * WALKED.size);
  const calls = backendCalls(page);
  for (const flow of flows.filter((f) => WALKED.has(f.id))) {
    await openMachine(page, flow);
    await playAndReplay(page, flow);
  }
  expect(calls).toEqual([]);
});

/** One flow's page: its diagram is checked against the definition. */
async function checkDiagram(page: Page, flow: FlowModel) {
  const graph = machineGraph(flow.machine);

  await test.step(`${flow.id}: the diagram shows every state and every transition of the definition, each with an accessible name`, async () => {
    // the diagram is laid out once (diagramShown waited for it): read in one go, checked here
    const diagram = page.getByTestId('diagram');
    const drawn = await diagram.evaluate((el) => {
      const text = (n: Element) => (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        states: [...el.querySelectorAll('[data-state-id]')].map((n) => ({
          id: n.getAttribute('data-state-id')!,
          name: n.getAttribute('aria-label')!,
          role: n.getAttribute('role'),
          text: text(n),
          rects: n.querySelectorAll('rect').length,
          description: n.getAttribute('aria-description'),
        })),
        transitions: [...el.querySelectorAll('[data-transition-id]')].map((n) => ({
          id: n.getAttribute('data-transition-id')!,
          name: n.getAttribute('aria-label')!,
          role: n.getAttribute('role'),
          text: text(n),
          description: n.getAttribute('aria-description'),
        })),
        reasons: [...el.querySelectorAll('[data-reason-for]')].map((n) => ({
          for: n.getAttribute('data-reason-for')!,
          reason: n.getAttribute('data-reason'),
          text: text(n),
        })),
      };
    });
    const words = (line: string) => line.replace(/\s+/g, ' ').trim();
    expect(drawn.states.map((s) => s.id)).toEqual(graph.states.map((s) => s.id));
    for (const s of graph.states) {
      const box = drawn.states.find((d) => d.id === s.id)!;
      expect(box.name).toBe(stateLabel(s));
      // what a state is for (its description in the machine) is heard with it; none is made up
      expect(box.description, `${s.id}'s description`).toBe(s.description);
      // a final state is drawn with a double border and called an outcome
      if (s.outcome) expect(box.rects, `${s.id} is drawn as an outcome`).toBe(3);
      // invoked actors are listed in their state, and its entry and exit actions
      for (const line of [...s.invokes.map((inv) => `invokes ${inv.id}`), ...stateActions(s)]) expect(box.text).toContain(words(line));
    }
    expect([...new Set(drawn.transitions.map((t) => t.id))].sort()).toEqual([...transitionIds(flow.machine)].sort());
    for (const tr of graph.transitions) {
      const edges = drawn.transitions.filter((d) => d.id === tr.id);
      const from = stateName(graph.states.find((s) => s.id === tr.source)!);
      const expected = tr.targets.length
        ? tr.targets.map((to) => `transition ${transitionLabel(tr)} from ${from} to ${stateName(graph.states.find((s) => s.id === to)!)}`)
        : [`transition ${transitionLabel(tr)} in ${from}, staying in it`];
      expect(edges.map((d) => d.name).sort()).toEqual(expected.sort());
      // a guard a user can meet as a refusal says why on its edge
      if (tr.reasons.length) {
        expect(edges[0]!.description).toMatch(/^refused: /);
        const reason = drawn.reasons.find((r) => r.for === tr.id);
        expect(reason?.reason).toBe(tr.reasons.join(' '));
        expect(reason?.text).toMatch(/^refused: /);
      }
      // each transition's actions are written on its edge (or its chip), after a "/"
      if (tr.actions.length) for (const edge of edges) expect(edge.text).toContain(words(`/ ${tr.actions.join(', ')}`));
    }
    expect(new Set([...drawn.states, ...drawn.transitions].map((d) => d.role))).toEqual(new Set(['button']));
    await picture(page, `explorer-diagram-${flow.id}.png`, { fullPage: true });
  });
}

/** One flow's page: played to an outcome, and a generated path replayed on it. */
async function playAndReplay(page: Page, flow: FlowModel) {
  const graph = machineGraph(flow.machine);
  await test.step(`${flow.id}: play reaches an outcome`, async () => {
    const path = pathToOutcome(flow, 'shortest');
    await mode(page, 'Play').click();
    const play = page.getByTestId('play');
    const state = page.getByTestId('play-state');
    const labels = eventLabels(flow.events.map((e) => e.event));
    for (const step of path.steps) {
      let button;
      if (step.kind === 'event') {
        const i = flow.events.findIndex((e) => JSON.stringify(e.event) === JSON.stringify(step.event));
        button = play.getByRole('button', { name: labels[i]!, exact: true });
      } else if (step.kind === 'after') button = play.getByRole('button', { name: /^Advance time/ });
      else button = play.getByRole('button', { name: `${step.kind}: ${step.outcome!.invokeId} → ${step.outcome!.name}`, exact: true });
      await button.click();
      await expect(state).toHaveAttribute('data-value', JSON.stringify(step.state));
    }
    if (path.outcome) {
      await expect(state).toHaveAttribute('data-status', 'done');
      await expect(state).toHaveText(`Outcome reached: ${path.outcome}`);
      const outcome = graph.states.find((s) => s.outcome && s.key === path.outcome)!;
      await expect(page.getByTestId('diagram').locator(`[data-state-id="${outcome.id}"]`)).toHaveAttribute('aria-current', 'step');
      await expect(play.getByRole('button', { name: /^(Advance time|done:|error:)/ })).toHaveCount(0);
    }
    await picture(page, `explorer-play-${flow.id}.png`, { fullPage: true });
  });

  await test.step(`${flow.id}: replay of a path ends in the path's final state, and steps back`, async () => {
    const path = pathToOutcome(flow, 'longest');
    await mode(page, 'Replay').click();
    const replay = page.getByTestId('replay');
    const select = replay.getByLabel('Path', { exact: true });
    await expect(select).toBeVisible({ timeout: 60_000 });
    await select.selectOption(path.id);
    const state = page.getByTestId('replay-state');
    const forward = replay.getByRole('button', { name: 'Forward', exact: true });
    for (const [i, step] of path.steps.entries()) {
      await forward.click();
      await expect(state).toHaveAttribute('data-step', String(i + 1));
      await expect(state).toHaveAttribute('data-value', JSON.stringify(step.state));
    }
    await expect(forward).toBeDisabled();
    const diagram = page.getByTestId('diagram');
    // the state the path ends in: its outcome, or (a flow without outcomes: a device, the
    // statements) the deepest state it is in
    const segments: string[] = [];
    for (let value = path.steps.at(-1)!.state; ;) {
      if (typeof value === 'string') {
        segments.push(value);
        break;
      }
      const key = Object.keys(value)[0]!;
      segments.push(key);
      value = value[key]!;
    }
    const final = path.outcome
      ? graph.states.find((s) => s.outcome && s.key === path.outcome)!
      : graph.states.find((s) => s.id === [graph.root, ...segments].join('.'))!;
    if (path.outcome) await expect(state).toContainText(`The path ends in the outcome ${path.outcome}.`);
    await expect(diagram.locator(`[data-state-id="${final.id}"]`)).toHaveAttribute('aria-current', 'step');
    // the last step's transition is drawn as taken
    await expect(diagram.locator('[data-taken]').first()).toBeVisible();

    await replay.getByRole('button', { name: 'Back', exact: true }).click();
    const previous = path.steps.at(-2)?.state;
    await expect(state).toHaveAttribute('data-step', String(path.steps.length - 1));
    if (previous !== undefined) await expect(state).toHaveAttribute('data-value', JSON.stringify(previous));
    // a last step that stays in its state (a list refiltered to empty again) leaves the state current
    const left = JSON.stringify(previous) !== JSON.stringify(path.steps.at(-1)!.state);
    if (left) await expect(diagram.locator(`[data-state-id="${final.id}"]`)).not.toHaveAttribute('aria-current', 'step');
    // a one-step path (a parent flow whose child ends at once) is back at its start already: Start is then disabled
    const start = replay.getByRole('button', { name: 'Start', exact: true });
    if (path.steps.length > 1) await start.click();
    await expect(state).toHaveAttribute('data-step', '0');
    await expect(start).toBeDisabled();
  });
}

test('the diagram is navigable by keyboard, with visible focus, and zooms', async ({ page }) => {
  const flow = flows.find((f) => f.id === 'sessionTimeout')!;
  const graph = machineGraph(flow.machine);
  await openMachine(page, flow);
  await page.getByRole('button', { name: '100%' }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-label', `state ${graph.root}`);
  // then each state and the transitions that leave it, in the order of the definition
  const order = graph.states.flatMap((s) => [
    stateLabel(s),
    ...graph.transitions
      .filter((t) => t.source === s.id && (t.targets.length === 0 || (t.targets.length === 1 && t.targets[0] === s.id)))
      .map((t) =>
        t.targets.length
          ? `transition ${transitionLabel(t)} from ${stateName(s)} to ${stateName(s)}`
          : `transition ${transitionLabel(t)} in ${stateName(s)}, staying in it`,
      ),
    ...graph.transitions
      .filter((t) => t.source === s.id && !(t.targets.length === 0 || (t.targets.length === 1 && t.targets[0] === s.id)))
      .flatMap((t) => t.targets.map((to) => `transition ${transitionLabel(t)} from ${stateName(s)} to ${stateName(graph.states.find((x) => x.id === to)!)}`)),
  ]);
  for (const name of order.slice(1, 8)) {
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('aria-label', name);
  }
  // the focus ring shows
  const ring = await focused.evaluate((el) => {
    const r = el.querySelector('.xd-ring, .xd-edge-ring');
    return r ? getComputedStyle(r).stroke : null;
  });
  expect(ring).toBe('rgb(31, 111, 209)');
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Picked out:' })).toContainText(order[7]!);
  await picture(page, 'explorer-keyboard.png');
  await page.keyboard.press('Escape');
  await expect(focused).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('End');
  await expect(focused).toHaveAttribute('aria-label', order.at(-1)!);
  await page.keyboard.press('Home');
  await expect(focused).toHaveAttribute('aria-label', `state ${graph.root}`);

  const svg = page.getByTestId('diagram').locator('svg');
  const width = async () => Number(await svg.getAttribute('width'));
  // + and - zoom from the keyboard, focus staying where it was
  const atKeyboard = await width();
  await page.keyboard.press('+');
  await expect.poll(width).toBeGreaterThan(atKeyboard);
  const bigger = await width();
  await page.keyboard.press('-');
  await expect.poll(width).toBeLessThan(bigger);
  await expect(focused).toHaveAttribute('aria-label', `state ${graph.root}`);
  const before = await width();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  expect(await width()).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  expect(await width()).toBeLessThan(before);
  await page.getByTestId('diagram').hover();
  await page.keyboard.down('Control');
  const small = await width();
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(width).toBeGreaterThan(small);
  await page.getByRole('button', { name: 'Fit to view' }).click();
  const box = (await page.getByTestId('diagram').boundingBox())!;
  expect(await width()).toBeLessThanOrEqual(box.width);
});

test('a described state says what it is for: heard with it, shown when picked out, and in the list of states', async ({ page }) => {
  const flow = flows.find((f) => f.id === 'walletPage')!;
  const graph = machineGraph(flow.machine);
  const roadblock = graph.states.find((s) => s.id === 'walletPage.roadblock')!;
  const description = roadblock.description!;
  expect(description).toContain('the Auto Pay method cannot be deleted');
  await openMachine(page, flow);
  const diagram = page.getByTestId('diagram');
  const box = diagram.locator('[data-state-id="walletPage.roadblock"]');
  await expect(box).toHaveAttribute('aria-label', stateLabel(roadblock));
  await expect(box).toHaveAttribute('aria-description', description);

  // picked out from the keyboard, the status under the diagram shows it in words
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(box).toHaveAttribute('aria-pressed', 'true');
  const status = page.getByRole('status').filter({ hasText: 'Picked out:' });
  await expect(status).toContainText(`Picked out: ${stateLabel(roadblock)}`);
  await expect(page.getByTestId('picked-state-description')).toBeVisible();
  await expect(page.getByTestId('picked-state-description')).toHaveText(description);

  // a state without one says nothing more than its name
  const list = diagram.locator('[data-state-id="walletPage.list"]');
  await expect(list).not.toHaveAttribute('aria-description', /./);
  await list.focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText(`Picked out: ${stateLabel(graph.states.find((s) => s.id === 'walletPage.list')!)}`);
  await expect(page.getByTestId('picked-state-description')).toHaveCount(0);

  // the list of states gives each described state its description under its name
  await page.getByText(`States (${graph.states.length - 1})`).click();
  const described = graph.states.filter((s) => s.description);
  await expect(page.getByTestId('state-description')).toHaveText(described.map((s) => s.description!));
  await expect(page.getByTestId('state-description').filter({ hasText: description })).toBeVisible();
});

test('live mode follows a flow running in another tab, and only state names cross', async ({ context }) => {
  test.setTimeout(60_000);
  // tab A: the portal, with a short session warning (as the session tests shorten it)
  const portal = await context.newPage();
  await portal.addInitScript(() => Object.assign(window, { __portalSessionTiming: { warningAfterMs: 4000, countdownSeconds: 60, pingIntervalMs: 1000 } }));
  // tab B: the explorer, which also records what crosses the channel
  const explorer = await context.newPage();
  await explorer.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { __explorerSeen: seen });
    new BroadcastChannel('portal-explorer').onmessage = (e) => seen.push(e.data);
  });
  const session = flows.find((f) => f.id === 'sessionTimeout')!;
  await openMachine(explorer, session);
  await mode(explorer, 'Live').click();
  const live = explorer.getByTestId('live-state');
  await expect(live).toHaveText('Waiting for this flow to run in another tab…');

  await signIn(portal, 'owner@acme.example');
  await expect(live).toHaveAttribute('data-status', 'active');
  const diagram = explorer.getByTestId('diagram');
  // the warning comes after 4 quiet seconds: the explorer follows it into the countdown
  await expect(live).toHaveAttribute('data-value', JSON.stringify({ warning: 'counting' }), { timeout: 15_000 });
  await expect(diagram.locator('[data-state-id="sessionTimeout.warning.counting"]')).toHaveAttribute('aria-current', 'step');
  await picture(explorer, 'explorer-live.png', { fullPage: true });
  await portal.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(live).toHaveAttribute('data-value', /"active"/);
  await expect(diagram.locator('[data-state-id="sessionTimeout.warning.counting"]')).not.toHaveAttribute('aria-current', 'step');

  // a device restart in tab A is followed on its own diagram
  const reboot = flows.find((f) => f.id === 'equipmentReboot')!;
  await openMachine(explorer, reboot);
  await mode(explorer, 'Live').click();
  await portal.goto('/services');
  await portal.getByTestId('equipment-eq_2').getByRole('button', { name: 'Restart' }).click();
  await expect(explorer.getByTestId('live-state')).toHaveAttribute('data-value', '"waitingToStart"', { timeout: 15_000 });
  await expect(explorer.getByTestId('diagram').locator('[data-state-id="equipmentReboot.waitingToStart"]')).toHaveAttribute('aria-current', 'step');

  const seen = (await explorer.evaluate(() => (window as unknown as { __explorerSeen: unknown[] }).__explorerSeen)).filter((m) => m !== 'explorer.hello');
  expect(seen.length).toBeGreaterThan(3);
  for (const message of seen) expect(Object.keys(message as object).sort()).toEqual(['flowId', 'sessionId', 'status', 'value']);
  const wire = JSON.stringify(seen);
  for (const personal of ['Acme', 'owner@acme', 'eq_2', 'Portal-demo-1']) expect(wire).not.toContain(personal);
});

test("the Mermaid export is parsed by Mermaid's own parser in Chromium into the machine's states and transitions, and renders", async ({ page }) => {
  test.setTimeout(90_000);
  // Mermaid in a blank page: the explorer's own pages would make their plans and layouts meanwhile,
  // which this test does not look at
  await page.addScriptTag({ path: 'node_modules/mermaid/dist/mermaid.min.js' });
  for (const flow of flows) {
    const graph = machineGraph(flow.machine);
    const text = toMermaid(graph, { title: flow.title });
    // every export is parsed; drawing one is the same Mermaid work for each, so the walked flows are drawn
    const parsed = await page.evaluate(
      async ({ source, draw }) => {
        const mermaid = (
          window as unknown as {
            mermaid: {
              parse: (t: string) => Promise<unknown>;
              render: (id: string, t: string) => Promise<{ svg: string }>;
              mermaidAPI: {
                getDiagramFromText: (t: string) => Promise<{
                  db: {
                    getData: () => {
                      nodes: { id: string; label?: string; parentId?: string; shape: string }[];
                      edges: { start: string; end: string; label?: string }[];
                    };
                  };
                }>;
              };
            };
          }
        ).mermaid;
        await mermaid.parse(source);
        const { nodes, edges } = (await mermaid.mermaidAPI.getDiagramFromText(source)).db.getData();
        const svg = draw ? (await mermaid.render(`m${Math.random().toString(36).slice(2)}`, source)).svg : null;
        return { nodes: nodes.map((n) => ({ id: n.id, label: n.label, parent: n.parentId ?? null, shape: n.shape })), edges, svgLength: svg?.length ?? null };
      },
      { source: text, draw: WALKED.has(flow.id) },
    );
    const pseudo = new Set(parsed.nodes.filter((n) => n.shape === 'stateStart' || n.shape === 'stateEnd').map((n) => n.id));
    const decode = (s = '') => s.replace(/ﬂ°°(\d+)¶ß/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(
      parsed.nodes
        .filter((n) => !pseudo.has(n.id))
        .map((n) => `${n.id} ${n.label} in ${n.parent}`)
        .sort(),
    ).toEqual(graph.states.map((s) => `${mermaidId(s.id)} ${s.key} in ${s.parent ? mermaidId(s.parent) : null}`).sort());
    const edges = parsed.edges.filter((e) => !pseudo.has(e.start) && !pseudo.has(e.end)).map((e) => `${e.start} -> ${e.end} : ${decode(e.label)}`);
    const expected = graph.transitions.flatMap((t) =>
      (t.targets.length ? t.targets : [t.source]).map((to) => `${mermaidId(t.source)} -> ${mermaidId(to)} : ${transitionLabel(t)}`),
    );
    expect(edges.sort()).toEqual(expected.sort());
    if (WALKED.has(flow.id)) expect(parsed.svgLength).toBeGreaterThan(1000);
  }
});

test('each machine downloads as SVG, Mermaid and JSON', async ({ page }) => {
  const flow = flows.find((f) => f.id === 'equipmentReboot')!;
  const graph = machineGraph(flow.machine);
  await openMachine(page, flow);
  const exports = page.getByRole('group', { name: 'Export' });
  const text = async (name: RegExp | string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), exports.getByRole('button', { name }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), body: Buffer.concat(chunks).toString('utf8') };
  };
  const svg = await text('SVG');
  expect(svg.name).toBe('equipmentReboot.svg');
  expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  for (const s of graph.states) expect(svg.body).toContain(`data-state-id="${s.id}"`);
  const mmd = await text('Mermaid');
  expect(mmd).toEqual({ name: 'equipmentReboot.mmd', body: toMermaid(graph, { title: flow.title }) });
  await expect(exports.getByRole('button', { name: 'JSON', exact: true })).toBeEnabled({ timeout: 30_000 });
  const json = await text('JSON');
  expect(json.name).toBe('equipmentReboot.json');
  const data = JSON.parse(json.body) as {
    id: string;
    title: string;
    graph: { states: unknown[]; transitions: { id: string }[] };
    paths: { id: string }[];
    coverage: { transitions: { covered: string[] } };
  };
  expect(data.id).toBe(flow.id);
  expect(data.title).toBe(flow.title);
  expect(data.graph.transitions.map((t) => t.id)).toEqual(transitionIds(flow.machine));
  expect(data.paths.map((p) => p.id)).toEqual(pathsOf(flow).map((p) => p.id));
  expect([...data.coverage.transitions.covered].sort()).toEqual([...transitionIds(flow.machine)].sort());
});

test('in Spanish, and at 390 px, with no axe violations', async ({ page }) => {
  // the page is laid out three times (elkjs, the costly part) and the language switches twice: on a
  // busy two-core machine one layout of this, the largest flow, has taken 30 s
  test.setTimeout(180_000);
  const flow = flows.find((f) => f.id === 'oneTimePayment')!;
  await openMachine(page, flow);
  // the explorer's language switch starts the page again in the language chosen
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('group', { name: 'Modo' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: 'Modo' }).getByRole('button', { name: 'Simular', exact: true }).click();
  // the page started again: the diagram is laid out anew (elkjs, in a worker), as on first opening
  await expect(page.getByTestId('diagram').locator('[data-state-id="oneTimePayment.amount"]')).toHaveAttribute('aria-label', 'estado amount', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('diagram').locator('[data-state-id="oneTimePayment.success"]')).toContainText('resultado');
  // the words around an outcome's entry action are Spanish too; the action keeps its name
  await expect(page.getByTestId('diagram').locator('[data-state-id="oneTimePayment.success"]')).toContainText('al entrar / reach');
  await page.getByTestId('play').getByRole('button', { name: 'done: load → loaded' }).click();
  await expect(page.getByTestId('play-state')).toHaveText('Estado actual: amount');
  await picture(page, 'explorer-spanish.png', { fullPage: true });
  await expectNoAxeViolations(page, 'in Spanish');

  // the choice holds in the portal too
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.setViewportSize({ width: 390, height: 844 });
  await openMachine(page, flow, 'Pago único');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Mode' })).toBeVisible({ timeout: 20_000 });
  await mode(page, 'Play').click();
  await page.getByTestId('play').getByRole('button', { name: 'done: load → loaded' }).click();
  await picture(page, 'explorer-390-machine.png', { fullPage: true });
  await expectNoAxeViolations(page, 'at 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/machines');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine explorer' })).toBeVisible();
  await picture(page, 'explorer-390-list.png', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
