import { expect } from 'vitest';
import type { FlowPath } from '../../machines/model/paths';
import { control } from '../support/client';
import { storeCheckedFlows } from './flow-groups';
import { describeWalks, modelBackend } from './harness';

/**
 * The device flow and its rename, walked against the backend as tests/model/flow-groups.ts
 * walks every flow, and then the store checked after each outcome: the nickname saved is the one
 * typed, and a cancelled, refused or failed rename (or a parent whose child is stood in) leaves the
 * device's name, connection and every other device as they were.
 */
const backend = await modelBackend();
const { today } = backend;

interface Device {
  id: string;
  nickname: string | null;
  connectionState: string;
  onlineAt: string | null;
}
const devices = async (): Promise<Device[]> =>
  ((await control.store(backend.url)) as { equipment: Device[] }).equipment.map(({ id, nickname, connectionState, onlineAt }) => ({
    id,
    nickname,
    connectionState,
    onlineAt,
  }));
const seed = await devices();

function expected(flowId: string, path: FlowPath): Device[] {
  if (`${flowId}:${path.outcome}` !== 'equipmentNickname:saved') return seed;
  // the name saved is the last one typed (a refused one is never sent), or the one it had
  const typed = [...path.steps].reverse().find((s) => s.event.type === 'nickname.set')?.event.nickname as string | undefined;
  return seed.map((d) => (d.id === path.input.equipmentId ? { ...d, nickname: typed ?? d.nickname } : d));
}

for (const flow of storeCheckedFlows('equipment', today))
  describeWalks(backend, flow, { maxPaths: 50, thenCheck: async (path) => expect(await devices()).toEqual(expected(flow.id, path)) });
