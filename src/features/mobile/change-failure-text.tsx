import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

// The mobile changes' refusals (the issue messages of src/domain/mobile-*.ts and roles.ts that the
// server answers with) in words; a failure without one is the generic text.
const REASON: Record<string, MessageDescriptor> = {
  'mobile.adminOnly': msg`Only an administrator can change the mobile lines.`,
  'dataNotifications.threshold': msg`Choose one of the alert levels offered.`,
  'lineNickname.required': msg`Enter a name.`,
  'lineNickname.tooLong': msg`Use at most 30 characters.`,
  'lineNickname.characters': msg`Use letters, digits, spaces and & ' . , # ( ) - only.`,
  'lineFeature.lineNotActive': msg`This line is not active: its features cannot be changed.`,
  'lineFeature.ineligible': msg`This feature is not available on this line.`,
  'lineFeature.unchanged': msg`The feature is already set that way.`,
  'lineFeature.pending': msg`A change of this feature is still being applied.`,
  'lineFeature.networkRejected': msg`The network could not make the change. Please call us if it keeps failing.`,
  'deviceSwap.lineNotActive': msg`This line is not active: its device cannot be swapped.`,
  'imei.format': msg`Enter the 15 digits of the IMEI.`,
  'imei.checkDigit': msg`This IMEI is not valid: check the digits.`,
  'imei.unknownDevice': msg`No device with this IMEI can be used on our network.`,
  'imei.wrongDeviceType': msg`This device is not the kind this line is for.`,
  'imei.alreadyOnAccount': msg`This device is already on one of your lines.`,
};
const GENERIC = msg`The change could not be made. Please try again.`;

/** What a mobile change that did not go through says: its rule's reason, else the generic failure. */
export function ChangeFailureText({ reason, testId }: { reason: string | null; testId: string }) {
  const { i18n } = useLingui();
  const words = (reason && REASON[reason]) || GENERIC;
  return (
    <p role="alert" className="field__error" data-testid={testId}>
      {i18n._(words)}
    </p>
  );
}

/** A rule's reason in words, for a field's issue (the same words as a refusal). */
export const reasonWords = (reason: string): MessageDescriptor | undefined => REASON[reason];
