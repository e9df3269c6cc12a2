import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { OtpVerificationOutput } from '../../../machines/parts/otp-verification';
import type { SettingsContact } from '../../../machines/profile/profile-settings';
import { isCpniContact, type CpniStatus } from '../../domain/cpni';
import { maskedContact } from '../../domain/contacts';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';
import { CodeContactChoices } from '../../ui/code-contact-choices';
import { EndedNotice } from '../../ui/flow-notice';
import { CODE_CHANNEL_LABELS } from './labels';

/**
 * The account's CPNI verification (src/domain/cpni.ts): whether it is verified, how, to
 * which contact (masked), by whom and when. Everyone of the account reads it.
 */
export function CpniSummary({ cpni }: { cpni: CpniStatus }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <dl className="facts" data-testid="cpni-status">
      <Fact label={<Trans>Status</Trans>} testId="cpni-state">
        {cpni.status === 'VERIFIED' ? (
          <span className="badge badge--ok">
            <Trans>Verified</Trans>
          </span>
        ) : (
          <span className="badge">
            <Trans>Not verified</Trans>
          </span>
        )}
      </Fact>
      {cpni.status === 'VERIFIED' && cpni.verifiedOn && cpni.method && cpni.destination ? (
        <>
          <Fact label={<Trans>Verified on</Trans>} testId="cpni-on">
            {format.date(cpni.verifiedOn, 'medium')}
          </Fact>
          <Fact label={<Trans>Verified by</Trans>} testId="cpni-by">
            {cpni.verifiedBy}
          </Fact>
          <Fact label={<Trans>Code sent</Trans>} testId="cpni-how">
            {cpni.destination} {t(CODE_CHANNEL_LABELS[cpni.method])}
          </Fact>
        </>
      ) : null}
    </dl>
  );
}

/**
 * An administrator's way to verify: the contacts a CPNI code may go to (verified and working), one
 * chosen, then the one-time code's dialog. The flow's guard decides; the radios only say which.
 */
export function CpniVerifyForm({ contacts, verified, onVerify }: { contacts: SettingsContact[]; verified: boolean; onVerify: (contactId: string) => void }) {
  const { t } = useLingui();
  const options = contacts.filter(isCpniContact);
  if (options.length === 0)
    return (
      <p className="card__text" data-testid="cpni-no-contact">
        <Trans>A CPNI code goes only to a verified contact. Verify one of the contacts above first.</Trans>
      </p>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = new FormData(event.currentTarget).get('cpni-contact');
    if (typeof picked === 'string') onVerify(picked);
  };
  return (
    <form onSubmit={submit} data-testid="cpni-form">
      <CodeContactChoices
        name="cpni-contact"
        choices={options.map((c) => ({ id: c.contactGuid, title: maskedContact(c.type, c.contactValue), sub: t(CODE_CHANNEL_LABELS[c.contactMethod]) }))}
      />
      <button type="submit" className="button button--primary" data-testid="cpni-verify">
        {verified ? <Trans>Verify CPNI again</Trans> : <Trans>Verify CPNI</Trans>}
      </button>
    </form>
  );
}

/** How a CPNI verification ended, above the card (cancelling ends in nothing to say). */
export function CpniEnded({ output, onDismiss }: { output: OtpVerificationOutput; onDismiss: () => void }) {
  if (output.outcome === 'cancelled') return null;
  return output.outcome === 'verified' ? (
    <EndedNotice testId="cpni-verified" onDismiss={onDismiss}>
      <Trans>CPNI verified. We can now discuss the account's services and calls with its authorized people.</Trans>
    </EndedNotice>
  ) : (
    <EndedNotice kind="error" testId="cpni-locked" onDismiss={onDismiss}>
      <Trans>Too many wrong codes. For your security, no code can go to this contact for 15 minutes.</Trans>
    </EndedNotice>
  );
}
