import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { mobileDeviceSwap } from '../../api/flows-mobile';
import { Imei, imeiSwapRefusal } from '../../domain/mobile-imei';
import { mobileRefusal, type Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';
import { screenMeta } from '../../../machines/parts/screen';
import { TextField } from '../../ui/payment-method/text-field';
import { ChangeFailureText, reasonWords } from './change-failure-text';

/**
 * Move the line to another device (spec platform §7 device swap): the new device's IMEI, checked,
 * then confirmed, with the mobileDeviceSwap flow; for ADMIN and PRIMARY only.
 */
export function DeviceSwap({ lineId, accountImeis, role, onSwapped }: { lineId: string; accountImeis: string[]; role: Role; onSwapped: () => void }) {
  const [open, setOpen] = useState(false);
  const [swapped, setSwapped] = useState<string | null>(null);
  if (mobileRefusal(role)) return null;
  return (
    <section className="card" aria-labelledby="line-swap" data-testid="device-swap">
      <h2 id="line-swap" className="card__title">
        <Trans>Move this line to another device</Trans>
      </h2>
      {swapped ? (
        <p role="status" className="notice notice--success" data-testid="swap-done">
          <Trans>The line is now on the device with IMEI {swapped}.</Trans>
        </p>
      ) : null}
      {open ? (
        <SwapForm
          lineId={lineId}
          accountImeis={accountImeis}
          onSwapped={(imei) => {
            setOpen(false);
            setSwapped(imei);
            onSwapped();
          }}
          onClosed={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            setSwapped(null);
            setOpen(true);
          }}
        >
          <Trans>Swap device</Trans>
        </button>
      )}
    </section>
  );
}

function SwapForm({
  lineId,
  accountImeis,
  onSwapped,
  onClosed,
}: {
  lineId: string;
  accountImeis: string[];
  onSwapped: (imei: string) => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useLingui();
  const { snapshot, send } = useFlow(mobileDeviceSwap, { lineId, accountImeis });
  const { draft, tried, output } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const confirming = screenMeta(snapshot).dialog === 'confirm';
  useEffect(() => {
    if (output?.outcome === 'swapped') onSwapped(output.imei);
    if (output?.outcome === 'cancelled') onClosed();
  }, [output, onSwapped, onClosed]);
  const parsed = Imei.safeParse(draft);
  const issue = parsed.success ? imeiSwapRefusal(parsed.data, accountImeis) : (parsed.error.issues[0]?.message ?? 'imei.format');
  const ended = output?.outcome === 'refused' || output?.outcome === 'failed' ? output : null;
  if (ended)
    return (
      <div className="mobile__form">
        <ChangeFailureText reason={ended.reason} testId="swap-failed" />
        <button type="button" className="button button--small" onClick={onClosed}>
          <Trans>Close</Trans>
        </button>
      </div>
    );
  if (confirming)
    return (
      <div className="mobile__form" data-testid="swap-confirm" role="group" aria-label={t`Confirm the swap`}>
        <p>
          <Trans>The line moves to the device with IMEI {draft} now. The current device loses its service at once.</Trans>
        </p>
        <div className="mobile__buttons">
          <button type="button" className="button button--small" disabled={busy} onClick={() => send({ type: 'confirm' })}>
            {busy ? <Trans>Swapping…</Trans> : <Trans>Swap now</Trans>}
          </button>
          <button type="button" className="button button--small button--ghost" disabled={busy} onClick={() => send({ type: 'back' })}>
            <Trans>Back</Trans>
          </button>
        </div>
      </div>
    );
  return (
    <form
      className="mobile__form"
      noValidate
      data-testid="swap-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'next' });
      }}
    >
      <TextField
        field="imei"
        label={t`New device's IMEI`}
        hint={t`15 digits: dial *#06# on the device to see it`}
        value={draft}
        onValue={(value) => send({ type: 'imei.set', draft: value })}
        error={tried && issue ? i18n._(reasonWords(issue) ?? reasonWords('imei.format')!) : null}
        announce
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
      />
      <div className="mobile__buttons">
        <button type="submit" className="button button--small">
          <Trans>Continue</Trans>
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => send({ type: 'cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
