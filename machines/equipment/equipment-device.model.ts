import { Nickname } from '../../src/domain/equipment';
import type { EquipmentRebootOutput, RebootOutcome } from './equipment-reboot';
import { equipmentDeviceMachine } from './equipment-device';
import { equipmentNicknameMachine, type EquipmentNicknameOutput } from './equipment-nickname';
import type { ActorOutcome } from '../model/model';
import { answered, faulted, flowModel } from '../model/model-helpers';

/** Each way a restart can end, as the reboot flow's output (that flow is walked on its own model). */
const ended = (outcome: RebootOutcome): ActorOutcome => ({
  name: outcome,
  event: {
    type: 'xstate.done.actor.reboot',
    output: { outcome, equipmentId: 'eq_2', code: outcome === 'failed' ? 'SERVICE_UNAVAILABLE' : null } satisfies EquipmentRebootOutput,
  },
  cause: { kind: 'child' },
});

/** Each way a rename can end, as the nickname flow's output (walked on its own model below). */
const renamed = (output: EquipmentNicknameOutput): ActorOutcome => ({
  name: output.outcome,
  event: { type: 'xstate.done.actor.rename', output },
  cause: { kind: 'child' },
});

export const equipmentDeviceModel = flowModel(equipmentDeviceMachine, 'Equipment: a device, its restarts and its name', {
  // Acme's router, online, restartable and renamable by the owner
  input: { equipmentId: 'eq_2', connectionState: 'ONLINE', restartRefusal: null, nickname: 'Front office router', nicknameRefusal: null },
  // connection.reread: what the page sends when a factory reset on it ended (the device is read again)
  events: [{ event: { type: 'restart' } }, { event: { type: 'rename' } }, { event: { type: 'connection.reread' } }],
  actors: {
    reboot: (['online', 'timedOut', 'failed', 'notPollable'] as const).map(ended),
    rename: [renamed({ outcome: 'saved', nickname: 'Back office router' }), renamed({ outcome: 'cancelled' })],
    connection: [answered('connection', 'online', 'ONLINE'), faulted('connection', 'failed', 'connectionState', 'SERVICE_UNAVAILABLE', { status: 200 })],
  },
  world: { username: 'owner@acme.example' },
  // a device has no outcome of its own: it is there until the page is left; a stood-in child changes nothing
  verify: () => 'deviceUntouched',
});

/** A name the rule takes, one it refuses (a control character), and an empty one. */
const NEW_NICKNAME = 'Back office router';

export const equipmentNicknameModel = flowModel(equipmentNicknameMachine, 'Equipment: renaming a device', {
  // Acme's modem, which has no name yet: a save needs a name typed first
  input: { equipmentId: 'eq_1', nickname: null },
  events: [
    { event: { type: 'nickname.set', nickname: NEW_NICKNAME } },
    { event: { type: 'nickname.set', nickname: 'Bad\u0007name' } },
    { event: { type: 'save' } },
    { event: { type: 'cancel' } },
  ],
  // the form's validity is what the guard reads: the typed text itself makes endless states
  project: (context: { draft: string; issue: string | null; code: string | null }) => ({
    valid: Nickname.safeParse(context.draft).success,
    issue: context.issue,
    code: context.code,
  }),
  actors: {
    updateNickname: [
      answered('updateNickname', 'saved', { equipmentId: 'eq_1', nickname: NEW_NICKNAME }),
      faulted('updateNickname', 'failed', 'updateEquipmentNickname', 'SERVICE_UNAVAILABLE', { status: 200 }),
    ],
  },
  world: { username: 'owner@acme.example' },
  verify: () => 'deviceUntouched',
});
