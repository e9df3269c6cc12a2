import { contactFormMachine } from '../../machines/profile/contact-form';
import { marketingSettingsEditMachine } from '../../machines/profile/marketing-settings-edit';
import { notificationPreferencesEditMachine } from '../../machines/profile/notification-preferences-edit';
import { otpVerificationMachine } from '../../machines/parts/otp-verification';
import { profileSettingsMachine } from '../../machines/profile/profile-settings';
import { securityQuestionEditMachine } from '../../machines/profile/security-question-edit';
import { contactCodeCalls, profileCalls } from './actors/profile';
import { callActors, flowOf, withChildren } from './flow';

// Profile & Settings: the page provided with its children, each child with its calls
const calls = callActors((transport) => ({ ...profileCalls(transport), ...contactCodeCalls(transport) }));

export const otpVerification = flowOf('otpVerification', otpVerificationMachine, calls);
export const notificationPreferencesEdit = flowOf('notificationPreferencesEdit', notificationPreferencesEditMachine, calls);
export const contactForm = flowOf('contactForm', contactFormMachine, calls);
export const securityQuestionEdit = flowOf('securityQuestionEdit', securityQuestionEditMachine, calls);
export const marketingSettingsEdit = flowOf('marketingSettingsEdit', marketingSettingsEditMachine, calls);

export const profileSettings = flowOf(
  'profileSettings',
  profileSettingsMachine,
  withChildren(calls, otpVerification, notificationPreferencesEdit, contactForm, securityQuestionEdit, marketingSettingsEdit),
);
