import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { callDetailVerificationMachine, CallDetailVerificationOutput, CodeContactOption } from '../../../machines/statements/call-detail-verification';
import type { otpVerificationMachine } from '../../../machines/parts/otp-verification';
import { screenMeta } from '../../../machines/parts/screen';
import type { ReadStatement } from '../../../machines/statements/statement-viewer';
import { formattedPhone } from '../../domain/contacts';
import { useFormat } from '../../i18n/format';
import { CodeContactChoices } from '../../ui/code-contact-choices';
import { EndedNotice } from '../../ui/flow-notice';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { Table } from '../../ui/table';

/**
 * A Business Phone section's call details (spec billing §8 "Voice statement details: require
 * account verification"): hidden behind the verification until this session has passed
 * it (the server sends none before), then a table of the month's calls.
 */
export function CallDetails({ statement, canVerify, onVerify }: { statement: ReadStatement; canVerify: boolean; onVerify: () => void }) {
  const { t } = useLingui();
  const { date } = useFormat();
  if (statement.callDetailsLocked)
    return (
      <div className="call-details call-details--locked" data-testid="call-details-locked">
        <p className="card__text">
          <Trans>Call details are hidden to protect your account. Verify it's you with a one-time code to see them.</Trans>
        </p>
        <button type="button" id="verify-calls" className="button" onClick={onVerify} aria-disabled={!canVerify || undefined} data-testid="verify-calls">
          <Trans>Verify to see call details</Trans>
        </button>
      </div>
    );
  if (statement.callDetails.length === 0) return null;
  return (
    <div className="call-details" data-testid="call-details">
      <Table
        className="statements__table"
        captionClassName="call-details__caption"
        caption={<Trans>Calls this month</Trans>}
        columns={[
          { heading: <Trans>Date</Trans> },
          { heading: <Trans context="time of day">Time</Trans> },
          { heading: <Trans>Line</Trans> },
          { heading: <Trans>Call</Trans> },
          { heading: <Trans>Number</Trans> },
          { heading: <Trans>Place</Trans> },
          { heading: <Trans>Minutes</Trans>, className: 'num' },
        ]}
      >
        {statement.callDetails.map((c) => (
          <tr key={c.id}>
            {/* data-label: the column's heading beside each value on a phone (src/styles/statements.css) */}
            <td data-label={t`Date`}>{date(c.date)}</td>
            <td data-label={t({ message: 'Time', context: 'time of day' })}>{c.time}</td>
            <td data-label={t`Line`}>{formattedPhone(c.lineNumber)}</td>
            <td data-label={t`Call`}>{c.direction === 'OUTGOING' ? <Trans>Outgoing</Trans> : <Trans>Incoming</Trans>}</td>
            <td data-label={t`Number`}>{formattedPhone(c.otherNumber)}</td>
            <td data-label={t`Place`}>{c.place}</td>
            <td data-label={t`Minutes`} className="num">
              {c.minutes}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/**
 * The one-time code's dialog: the profile's (src/features/profile/verify-dialog.tsx), handed in by
 * the route (src/routes/statements-screen.tsx), since features do not import one another.
 */
export type CodeDialog = ComponentType<{ actor: ActorRefFrom<typeof otpVerificationMachine>; returnFocusTo: string; purpose: 'callDetails' }>;

/** The verification in a dialog: the contacts a code can go to, then the code's dialog. */
export function CallDetailDialog({ actor, codeDialog: Code }: { actor: ActorRefFrom<typeof callDetailVerificationMachine>; codeDialog: CodeDialog }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status === 'done') return null;
  const code = snapshot.children.code;
  if (code) return <Code actor={code} returnFocusTo="verify-calls" purpose="callDetails" />;
  const { screen } = screenMeta(snapshot);
  return <ChooseContact contacts={snapshot.context.contacts} loading={screen === 'loading'} send={actor.send} />;
}

function ChooseContact({
  contacts,
  loading,
  send,
}: {
  contacts: CodeContactOption[];
  loading: boolean;
  send: ActorRefFrom<typeof callDetailVerificationMachine>['send'];
}) {
  const how = (c: CodeContactOption) =>
    c.otpMethod === 'EMAIL' ? <Trans>by e-mail</Trans> : c.otpMethod === 'SMS' ? <Trans>by text message</Trans> : <Trans>by a phone call</Trans>;
  const choose = () => {
    // the radio checked in the form: the browser keeps the choice until it is sent
    const picked = document.querySelector<HTMLInputElement>('input[name="code-contact"]:checked');
    if (picked) send({ type: 'choose', contactId: picked.value });
  };
  return (
    <ModalDialog
      id="call-detail-dialog"
      title={<Trans>Verify it's you</Trans>}
      confirmLabel={<Trans>Continue</Trans>}
      dismissLabel={<Trans>Cancel</Trans>}
      onConfirm={choose}
      onDismiss={() => send({ type: 'cancel' })}
      busy={loading}
      returnFocusTo="verify-calls"
    >
      {loading ? (
        <p role="status">
          <Trans>Finding your contacts…</Trans>
        </p>
      ) : (
        <CodeContactChoices name="code-contact" choices={contacts.map((c) => ({ id: c.contactId, title: c.contactValue, sub: how(c) }))} />
      )}
    </ModalDialog>
  );
}

/** How the last verification ended, over the statement (spec billing §8; both languages). */
export function CallsEnded({ output, onDismiss }: { output: CallDetailVerificationOutput | null; onDismiss: () => void }) {
  if (!output) return null;
  switch (output.outcome) {
    case 'verified':
      return (
        <EndedNotice testId="calls-verified" onDismiss={onDismiss}>
          <Trans>You're verified. Call details are shown until you sign out.</Trans>
        </EndedNotice>
      );
    case 'locked':
      return (
        <EndedNotice kind="error" testId="calls-locked" onDismiss={onDismiss}>
          <Trans>Too many wrong codes. For your security, call details can't be shown for 15 minutes.</Trans>
        </EndedNotice>
      );
    case 'failed':
      return (
        <EndedNotice kind="error" testId="calls-failed" onDismiss={onDismiss}>
          {output.failure === 'noContact' ? (
            <Trans>
              We couldn't verify you: there is no verified contact on file to send a code to. An account administrator can verify one in Profile & Settings.
            </Trans>
          ) : (
            <Trans>Sorry, something didn't work as it should. Please try again later.</Trans>
          )}
        </EndedNotice>
      );
    case 'cancelled':
      return (
        <EndedNotice testId="calls-cancelled" onDismiss={onDismiss}>
          <Trans>Verification cancelled. Call details stay hidden.</Trans>
        </EndedNotice>
      );
  }
}
