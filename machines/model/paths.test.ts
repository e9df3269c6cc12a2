import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowModel } from './model';
import { generatePaths } from './paths';

/**
 * The generator's choice of paths on a machine small enough to work out by hand: the shortest way
 * to each state plus one edge, shortest first; a path is kept when it takes a move or an event no
 * kept path took; a kept path another kept path starts with is dropped.
 */
const machine = setup({ types: { context: {} as { n: number } } }).createMachine({
  id: 'toy',
  context: { n: 0 },
  initial: 'idle',
  states: {
    // `inc` counts to one and stays: idle with n 0 and idle with n 1 are two states of the traversal
    idle: { on: { go: 'a', skip: 'done', inc: { actions: assign({ n: ({ context }) => Math.min(context.n + 1, 1) }) } } },
    a: { on: { back: 'idle', next: 'done' } },
    done: { type: 'final' },
  },
});

const model = {
  id: 'toy',
  title: 'Toy',
  machine,
  input: {},
  events: ['go', 'skip', 'inc', 'back', 'next'].map((type) => ({ event: { type } })),
  actors: {},
  world: { username: 'nobody' },
} as unknown as FlowModel;

describe('generatePaths', () => {
  const paths = generatePaths(model);
  const labels = paths.map((p) => p.steps.map((s) => s.label).join(' '));

  it('keeps the paths that take something new, and none that another kept path starts with', () => {
    // [go] is dropped: [go back] and [go next] start with it. From idle with n 1, [inc inc] and
    // [inc go] and [inc skip] take only moves and events already taken, so none of them is kept.
    expect(labels).toEqual(['inc', 'skip', 'go back', 'go next']);
  });

  it('names each path, its outcome and the states it goes through', () => {
    expect(paths.map((p) => [p.id, p.outcome])).toEqual([
      ['toy#1', null],
      ['toy#2', 'done'],
      ['toy#3', null],
      ['toy#4', 'done'],
    ]);
    expect(paths[3]!.steps.map((s) => s.state)).toEqual(['a', 'done']);
  });
});
