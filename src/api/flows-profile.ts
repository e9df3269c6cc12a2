import { contactFormMachine } from '../../machines/contact-form';
import { marketingSettingsEditMachine } from '../../machines/marketing-settings-edit';
import { notificationPreferencesEditMachine } from '../../machines/notification-preferences-edit';
import { otpVerificationMachine } from '../../machines/otp-verification';
import { profileSettingsMachine } from '../../machines/profile-settings';
import { securityQuestionEditMachine } from '../../machines/security-question-edit';
import { asActors, direct, type CallGate } from './actors/as-actors';
import { contactCodeCalls, profileCalls } from './actors/profile';
import { defineFlow } from './flow';
import type { Transport } from './transport';

// Profile & Settings (issue 17): the page provided with its children, each child with its calls
const calls = (transport: Transport, gate: CallGate) => asActors({ ...profileCalls(transport), ...contactCodeCalls(transport) }, gate);

export const otpVerification = defineFlow('otpVerification', (transport, gate = direct) => {
  const { sendCode, verifyCode } = calls(transport, gate);
  return otpVerificationMachine.provide({ actors: { sendCode, verifyCode } });
});

export const notificationPreferencesEdit = defineFlow('notificationPreferencesEdit', (transport, gate = direct) =>
  notificationPreferencesEditMachine.provide({ actors: { updatePreferences: calls(transport, gate).updatePreferences } }),
);

export const contactForm = defineFlow('contactForm', (transport, gate = direct) =>
  contactFormMachine.provide({ actors: { saveContact: calls(transport, gate).saveContact } }),
);

export const securityQuestionEdit = defineFlow('securityQuestionEdit', (transport, gate = direct) =>
  securityQuestionEditMachine.provide({ actors: { updateSecurityQuestion: calls(transport, gate).updateSecurityQuestion } }),
);

export const marketingSettingsEdit = defineFlow('marketingSettingsEdit', (transport, gate = direct) =>
  marketingSettingsEditMachine.provide({ actors: { updateMarketingSettings: calls(transport, gate).updateMarketingSettings } }),
);

export const profileSettings = defineFlow('profileSettings', (transport, gate = direct) =>
  profileSettingsMachine.provide({
    actors: {
      loadSettings: calls(transport, gate).loadSettings,
      otpVerification: otpVerification(transport, gate),
      notificationPreferencesEdit: notificationPreferencesEdit(transport, gate),
      contactForm: contactForm(transport, gate),
      securityQuestionEdit: securityQuestionEdit(transport, gate),
      marketingSettingsEdit: marketingSettingsEdit(transport, gate),
    },
  }),
);
