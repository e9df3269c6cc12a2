import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpVerificationMachine, OtpVerificationOutput } from '../../../machines/parts/otp-verification';
import { screenMeta } from '../../../machines/parts/screen';
import { EndedNotice } from '../../ui/flow-notice';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { CODE_CHANNEL_LABELS, OTP_NOTICES } from './labels';

/**
 * The one-time code asked in a dialog (the `otpVerification` flow): send a code to the contact,
 * type it, or ask for a new one. The code itself never reaches the page but as the user types it.
 */
export function VerifyDialog({
  actor,
  returnFocusTo,
  purpose = 'contact',
}: {
  actor: ActorRefFrom<typeof otpVerificationMachine>;
  returnFocusTo: string;
  /** what the code proves: the contact is the account's, the account's CPNI verification, or the person may see a statement's call details */
  purpose?: 'contact' | 'cpni' | 'callDetails';
}) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status === 'done') return null;
  const { screen } = screenMeta(snapshot);
  const { contact, code, notice, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const send = actor.send;
  const cancel = () => send({ type: 'cancel' });
  const how = t(CODE_CHANNEL_LABELS[contact.channel]);
  const problem = notice ? (
    <p className="field__error" role="alert" data-testid="otp-notice">
      {i18n._(OTP_NOTICES[notice.issue].id, notice.params)}
    </p>
  ) : failure ? (
    <p className="field__error" role="alert" data-testid="otp-failure">
      <Trans>Sorry, something didn't work as it should. Please try again later.</Trans>
    </p>
  ) : null;

  if (screen === 'code')
    return (
      <ModalDialog
        id="otp-dialog"
        title={<Trans>Enter your code</Trans>}
        confirmLabel={busy ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
        dismissLabel={<Trans>Cancel</Trans>}
        onConfirm={() => send({ type: 'submit' })}
        onDismiss={cancel}
        busy={busy}
        returnFocusTo={returnFocusTo}
      >
        <p>
          <Trans>
            We sent a 6-digit code to <strong>{contact.destination}</strong> {how}. It works for 10 minutes.
          </Trans>
        </p>
        <form
          className="field"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <label className="field__label" htmlFor="otp-code">
            <Trans>Code</Trans>
          </label>
          <input
            id="otp-code"
            className="field__input otp__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={notice ? true : undefined}
            onChange={(event) => send({ type: 'code.change', code: event.target.value })}
          />
        </form>
        {problem}
        <button
          type="button"
          className="button button--ghost"
          data-testid="otp-resend"
          onClick={() => send({ type: 'resend' })}
          aria-disabled={busy || undefined}
        >
          <Trans>Send a new code</Trans>
        </button>
      </ModalDialog>
    );
  return (
    <ModalDialog
      id="otp-dialog"
      title={
        screen === 'expired' ? (
          <Trans>Your code has expired</Trans>
        ) : purpose === 'callDetails' ? (
          <Trans>Verify it's you</Trans>
        ) : purpose === 'cpni' ? (
          <Trans>Verify CPNI</Trans>
        ) : (
          <Trans>Verify this contact</Trans>
        )
      }
      confirmLabel={busy ? <Trans>Sending…</Trans> : screen === 'expired' ? <Trans>Send a new code</Trans> : <Trans>Send code</Trans>}
      dismissLabel={<Trans>Cancel</Trans>}
      onConfirm={() => send({ type: screen === 'expired' ? 'resend' : 'send' })}
      onDismiss={cancel}
      busy={busy}
      returnFocusTo={returnFocusTo}
    >
      {screen === 'expired' ? (
        <p>
          <Trans>Codes work for 10 minutes. Send a new one to {contact.destination}.</Trans>
        </p>
      ) : purpose === 'callDetails' ? (
        <p>
          <Trans>
            We'll send a 6-digit code to <strong>{contact.destination}</strong> {how}. Enter it here to see the call details.
          </Trans>
        </p>
      ) : purpose === 'cpni' ? (
        <p>
          <Trans>
            We'll send a 6-digit code to <strong>{contact.destination}</strong> {how}. Enter it here to verify the account for CPNI.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            We'll send a 6-digit code to <strong>{contact.destination}</strong> {how}. Enter it here to show the contact is yours.
          </Trans>
        </p>
      )}
      {problem}
    </ModalDialog>
  );
}

/** How a verification ended, above the contacts (cancelling ends in nothing to say). */
export function VerificationEnded({ output, onDismiss }: { output: OtpVerificationOutput; onDismiss: () => void }) {
  if (output.outcome === 'cancelled') return null;
  return output.outcome === 'verified' ? (
    <EndedNotice testId="otp-verified" onDismiss={onDismiss}>
      <Trans>Contact verified. It can now get notifications.</Trans>
    </EndedNotice>
  ) : (
    <EndedNotice kind="error" testId="otp-locked" onDismiss={onDismiss}>
      <Trans>Too many wrong codes. For your security, this contact can't be verified for 15 minutes.</Trans>
    </EndedNotice>
  );
}
