/// <reference lib="webworker" />
import { flows } from '../../../../machines/index';
import { machineGraph } from '../diagram/graph';
import { layoutGraph } from '../diagram/layout';
import { EXPLORER_CHANNEL, HELLO } from '../../../shell/live-inspector';
import { Player, replayFrames } from './play';
import type { EngineRequest, EngineResponse, FlowEntry, PlayView } from './engine';
import { parseLiveMessage } from './live-message';

/**
 * The explorer's engine, off the page: it holds the registry (machines/index.ts, with xstate),
 * lays diagrams out with elkjs, runs Play and Replay, and listens to live flows. The page gets
 * plain data back, so none of this is bundled with (or splits) the portal's own chunks.
 */
const graphs = new Map(flows.map((f) => [f.id, machineGraph(f.machine)]));
const players = new Map<number, Player>();
let nextPlayer = 1;
let live: BroadcastChannel | null = null;

const flow = (id: string) => {
  const found = flows.find((f) => f.id === id);
  if (!found) throw new Error(`no flow ${id}`);
  return found;
};

const view = (player: Player): PlayView => ({
  frame: player.frame(),
  options: player.options().map(({ key, kind, label, transitionIds }) => ({ key, kind, label, transitionIds })),
  history: [...player.history],
});

async function handle(request: EngineRequest): Promise<unknown> {
  switch (request.op) {
    case 'catalog':
      return flows.map<FlowEntry>((f) => ({ id: f.id, title: f.title, graph: graphs.get(f.id)!, inputs: [f.input, ...(f.inputVariants ?? [])] }));
    case 'layout':
      return layoutGraph(graphs.get(request.flowId) ?? machineGraph(flow(request.flowId).machine), request.words);
    case 'play.start': {
      const model = flow(request.flowId);
      const player = new Player(model, graphs.get(model.id)!, [model.input, ...(model.inputVariants ?? [])][request.inputIndex] ?? model.input);
      const session = nextPlayer++;
      players.set(session, player);
      return { session, view: view(player) };
    }
    case 'play.choose': {
      const player = players.get(request.session);
      if (!player) throw new Error('play session ended');
      const option = player.options().find((o) => o.key === request.key);
      if (!option) throw new Error(`${request.key} cannot happen now`);
      player.choose(option);
      return view(player);
    }
    case 'play.stop':
      players.get(request.session)?.stop();
      players.delete(request.session);
      return null;
    case 'replay':
      return replayFrames(flow(request.flowId), graphs.get(request.flowId)!, request.path);
    case 'live.listen':
      live?.close();
      live = new BroadcastChannel(EXPLORER_CHANNEL);
      live.onmessage = (e: MessageEvent) => {
        const message = parseLiveMessage(e.data);
        if (message) self.postMessage({ live: message } satisfies EngineResponse);
      };
      live.postMessage(HELLO);
      return null;
    case 'live.stop':
      live?.close();
      live = null;
      return null;
  }
}

// A listener, not `self.onmessage`: elkjs's bundle, once it runs in a worker, takes `onmessage`
// for its own protocol (it answers only its own `cmd` messages, so it ignores ours).
self.addEventListener('message', (e: MessageEvent<EngineRequest>) => {
  const request = e.data;
  if (typeof request !== 'object' || request === null || !('op' in request)) return;
  handle(request).then(
    (result) => self.postMessage({ id: request.id, result } satisfies EngineResponse),
    (error: unknown) => self.postMessage({ id: request.id, error: String(error) } satisfies EngineResponse),
  );
});
