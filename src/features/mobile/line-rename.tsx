import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { mobileLineNickname } from '../../api/flows-mobile';
import { LineNickname } from '../../domain/mobile-line-nickname';
import { mobileRefusal, type Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';
import { TextField } from '../../ui/payment-method/text-field';
import { ChangeFailureText, reasonWords } from './change-failure-text';
import { ChangeButtons } from './change-buttons';

/** A line's name (spec platform §3 lineName): renamed by ADMIN and PRIMARY with the mobileLineNickname flow. */
export function LineRename({ lineId, lineName, role, onSaved }: { lineId: string; lineName: string; role: Role; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (mobileRefusal(role)) return null;
  if (open)
    return (
      <RenameForm
        lineId={lineId}
        lineName={lineName}
        onSaved={() => {
          setOpen(false);
          setSaved(true);
          onSaved();
        }}
        onClosed={() => setOpen(false)}
      />
    );
  return (
    <div className="mobile__actions">
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        <Trans>Rename line</Trans>
      </button>
      {saved ? (
        <p role="status" className="notice notice--success" data-testid="rename-saved">
          <Trans>The new name is saved.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function RenameForm({ lineId, lineName, onSaved, onClosed }: { lineId: string; lineName: string; onSaved: () => void; onClosed: () => void }) {
  const { t, i18n } = useLingui();
  const { snapshot, send } = useFlow(mobileLineNickname, { lineId, lineName });
  const { draft, tried, output } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  useEffect(() => {
    if (output?.outcome === 'saved') onSaved();
    if (output?.outcome === 'cancelled') onClosed();
  }, [output, onSaved, onClosed]);
  const parsed = LineNickname.safeParse(draft);
  const issue = tried && !parsed.success ? reasonWords(parsed.error.issues[0]?.message ?? '') : undefined;
  const failed = output?.outcome === 'failed' ? output : null;
  return (
    <form
      className="mobile__form"
      noValidate
      data-testid="rename-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'save' });
      }}
    >
      <TextField
        field="line-name"
        label={t`Line name`}
        hint={t`Up to 30 letters, digits, spaces and & ' . , # ( ) -`}
        value={draft}
        onValue={(value) => send({ type: 'nickname.set', draft: value })}
        error={tried && !parsed.success ? i18n._(issue ?? reasonWords('lineNickname.characters')!) : null}
        announce
        maxLength={60}
        autoComplete="off"
        disabled={busy || failed !== null}
      />
      {failed ? <ChangeFailureText reason={failed.reason} testId="rename-failed" /> : null}
      <ChangeButtons failed={failed !== null} busy={busy} save={<Trans>Save name</Trans>} onCancel={() => send({ type: 'cancel' })} onClosed={onClosed} />
    </form>
  );
}
