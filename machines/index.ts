import { dateInZone } from '../src/domain/dates';
import type { FlowModel } from './model';
import {
  autoPayAddMethodModelOn,
  autoPayCancelModelOn,
  autoPayChangeDateModelOn,
  autoPayChangeMethodModelOn,
  autoPayChooseMethodModelOn,
  autoPayEnrollModelOn,
  autoPayManageModelOn,
  autoPayPageModelOn,
} from './auto-pay.model';
import {
  billDeliveryModelOn,
  billDeliverySwitchModelOn,
  cardExpiryFixModelOn,
  scheduledPaymentCancelModelOn,
  scheduledPaymentsModelOn,
} from './billing-settings.model';
import { billingNoticesModel } from './billing-notices.model';
import { paymentStoresModel } from './payment-stores.model';
import { equipmentDeviceModel, equipmentNicknameModel } from './equipment-device.model';
import { equipmentRebootModel } from './equipment-reboot.model';
import { networkModels } from './network.model';
import { balanceChoiceModelOn } from './balance-choice.model';
import { oneTimePaymentModelOn } from './one-time-payment.model';
import { peopleAccessModel, peopleInviteModel, peoplePageModel, peopleRoleModel } from './people.model';
import { invitationAcceptModelOn } from './invitation-accept.model';
import { notificationPreferencesEditModel, otpVerificationModelOn, profileSettingsModel } from './profile.model';
import { contactFormModel } from './contact-form.model';
import { securityQuestionEditModel } from './security-question-edit.model';
import { marketingSettingsEditModel } from './marketing-settings-edit.model';
import { payBillModelOn } from './pay-bill.model';
import { quickPayModelOn } from './quick-pay.model';
import { serviceRestorationModelOn } from './service-restoration.model';
import { sessionTimeoutModel } from './session-timeout.model';
import { signInModel } from './sign-in.model';
import { statementPdfModelOn, statementViewerModelOn } from './statement-viewer.model';
import { callDetailVerificationModel } from './call-detail-verification.model';
import { accountActivityModelOn, paymentHistoryModelOn } from './billing-list.model';
import { walletAddMethodModelOn, walletDeleteMethodModelOn, walletEditCardModelOn, walletPageModelOn } from './wallet.model';

/**
 * Every business flow of the portal, with its model built for a business day (YYYY-MM-DD): the
 * dates the user types and the backend answers are relative to it. Adding a flow here is enough
 * for its paths to be generated (npm run paths), walked against the backend (tests/model, on
 * the test server's day) and shown in the explorer.
 */
export function flowsOn(today: string): FlowModel[] {
  return [
    signInModel,
    sessionTimeoutModel,
    equipmentRebootModel,
    equipmentDeviceModel,
    equipmentNicknameModel,
    ...networkModels,
    oneTimePaymentModelOn(today),
    balanceChoiceModelOn(today),
    payBillModelOn(today),
    quickPayModelOn(today),
    serviceRestorationModelOn(today),
    autoPayEnrollModelOn(today),
    autoPayChangeMethodModelOn(today),
    autoPayChangeDateModelOn(today),
    autoPayCancelModelOn(today),
    autoPayAddMethodModelOn(today),
    autoPayChooseMethodModelOn(today),
    autoPayManageModelOn(today),
    autoPayPageModelOn(today),
    walletAddMethodModelOn(today),
    walletEditCardModelOn(today),
    walletDeleteMethodModelOn(today),
    walletPageModelOn(today),
    scheduledPaymentCancelModelOn(today),
    scheduledPaymentsModelOn(today),
    billDeliverySwitchModelOn(),
    billDeliveryModelOn(),
    cardExpiryFixModelOn(today),
    statementPdfModelOn(),
    statementViewerModelOn(today),
    callDetailVerificationModel(),
    otpVerificationModelOn(today),
    notificationPreferencesEditModel(),
    profileSettingsModel(),
    peopleInviteModel(),
    peopleRoleModel(),
    peopleAccessModel(),
    peoplePageModel(),
    invitationAcceptModelOn(today),
    contactFormModel(),
    securityQuestionEditModel(),
    marketingSettingsEditModel(),
    paymentHistoryModelOn(today),
    accountActivityModelOn(today),
    billingNoticesModel(),
    paymentStoresModel(),
  ];
}

/**
 * The flows on this machine's business day, for what shows them without a backend's day: the
 * explorer, `npm run paths`, the structure checks. Their paths do not depend on the day (every
 * date is relative to it); the model runner builds its own on the server's day.
 */
export const flows: FlowModel[] = flowsOn(dateInZone(new Date(), 'America/New_York'));

export const flowById = (id: string): FlowModel | undefined => flows.find((f) => f.id === id);
