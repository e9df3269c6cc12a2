import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { equipmentNicknameMachine } from '../../../machines/equipment/equipment-nickname';
import { TextField } from '../../ui/payment-method/text-field';
import { DeviceName, GuardedButton } from './device-controls';
import type { EquipmentType } from '../../domain/equipment';
import type { EquipmentDeviceFlow } from './use-equipment-device';

type RenameRef = ActorRefFrom<typeof equipmentNicknameMachine>;

/**
 * The device's nickname (spec platform §6): Rename opens the nickname flow where the device and the
 * role allow it; elsewhere the button is disabled and the guard's reason is said beside it.
 */
export function NicknameSection({ equipmentId, type, flow }: { equipmentId: string; type: EquipmentType; flow: EquipmentDeviceFlow }) {
  const { snapshot, send } = flow;
  const { nickname, nicknameRefusal, renamed } = snapshot.context;
  const rename = snapshot.children.rename;
  // the machine runs the nickname flow while the device is renamed
  if (rename) return <NicknameForm rename={rename} />;
  return (
    <div className="equipment__actions" data-testid="nickname">
      <p className="nickname__current">
        <Trans>
          Name:{' '}
          <strong>
            <DeviceName nickname={nickname} type={type} />
          </strong>
        </Trans>
      </p>
      <GuardedButton
        id={`rename-${equipmentId}`}
        allowed={snapshot.can({ type: 'rename' })}
        refusal={nicknameRefusal}
        secondary
        onClick={() => send({ type: 'rename' })}
      >
        <Trans>Rename</Trans>
      </GuardedButton>
      {renamed === 'saved' ? (
        <p role="status" className="notice notice--success" data-testid="rename-saved">
          <Trans>The new name is saved.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function NicknameForm({ rename }: { rename: RenameRef }) {
  const { t } = useLingui();
  const snapshot = useSelector(rename, (s) => s);
  const { draft, issue, code } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <form
      className="equipment__actions"
      noValidate
      data-testid="nickname-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        rename.send({ type: 'save' });
      }}
    >
      <TextField
        field="nickname"
        label={t`Device name`}
        hint={t`Up to 30 letters, digits, spaces and & ' . , # ( ) -`}
        value={draft}
        onValue={(nickname) => rename.send({ type: 'nickname.set', nickname })}
        error={issue ? t(ISSUE_TEXT[issue] ?? CHARACTERS) : null}
        announce
        maxLength={60}
        autoComplete="off"
      />
      {code ? (
        <p role="alert" className="field__error" data-testid="rename-failed">
          <Trans>The name could not be saved. Please try again.</Trans>
        </p>
      ) : null}
      <div className="equipment__buttons">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save name</Trans>}
        </button>
        <button type="button" className="button button--small button--ghost" disabled={busy} onClick={() => rename.send({ type: 'cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** The Nickname rule's issues (src/domain/equipment.ts), in the page's language. */
const ISSUE_TEXT: Record<string, MessageDescriptor> = {
  'nickname.required': msg`Enter a name.`,
  'nickname.tooLong': msg`Use at most 30 characters.`,
};
const CHARACTERS = msg`Use letters, digits, spaces and & ' . , # ( ) - only.`;
