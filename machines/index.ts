import { BUSINESS_TIME_ZONE, dateInZone } from '../src/domain/dates';
import type { FlowModel } from './model/model';
import {
  autoPayAddMethodModelOn,
  autoPayCancelModelOn,
  autoPayChangeDateModelOn,
  autoPayChangeMethodModelOn,
  autoPayChooseMethodModelOn,
  autoPayEnrollModelOn,
  autoPayManageModelOn,
  autoPayPageModelOn,
} from './autopay/auto-pay.model';
import {
  billDeliveryModelOn,
  billDeliverySwitchModelOn,
  cardExpiryFixModelOn,
  scheduledPaymentCancelModelOn,
  scheduledPaymentsModelOn,
} from './billing/billing-settings.model';
import { billingNoticesModel } from './billing/billing-notices.model';
import { paymentStoresModel } from './payment/payment-stores.model';
import { equipmentDeviceModel, equipmentNicknameModel } from './equipment/equipment-device.model';
import { equipmentRebootModel } from './equipment/equipment-reboot.model';
import { networkModels } from './network/network.model';
import { mobileDataAlertsModel, mobileDeviceSwapModel, mobileLineFeatureModel, mobileLineNicknameModel, mobileUsageStateModel } from './mobile/mobile.model';
import { balanceChoiceModelOn } from './payment/balance-choice.model';
import { oneTimePaymentModelOn } from './payment/one-time-payment.model';
import { peopleAccessModel, peopleInviteModel, peoplePageModel, peopleRoleModel } from './people/people.model';
import { invitationAcceptModelOn } from './people/invitation-accept.model';
import { notificationPreferencesEditModel, otpVerificationModelOn, profileSettingsModel } from './profile/profile.model';
import { contactFormModel } from './profile/contact-form.model';
import { securityQuestionEditModel } from './profile/security-question-edit.model';
import { marketingSettingsEditModel } from './profile/marketing-settings-edit.model';
import { payBillModelOn } from './payment/pay-bill.model';
import { quickPayModelOn } from './payment/quick-pay.model';
import { serviceRestorationModelOn } from './equipment/service-restoration.model';
import { sessionTimeoutModel } from './session/session-timeout.model';
import { signInModel } from './session/sign-in.model';
import { statementPdfModelOn, statementViewerModelOn } from './statements/statement-viewer.model';
import { callDetailVerificationModel } from './statements/call-detail-verification.model';
import { accountActivityModelOn, paymentHistoryModelOn } from './billing/billing-list.model';
import { walletAddMethodModelOn, walletDeleteMethodModelOn, walletEditCardModelOn, walletPageModelOn } from './wallet/wallet.model';

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
    mobileLineNicknameModel,
    mobileLineFeatureModel,
    mobileDataAlertsModel,
    mobileDeviceSwapModel,
    mobileUsageStateModel,
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
export const flows: FlowModel[] = flowsOn(dateInZone(new Date(), BUSINESS_TIME_ZONE));

export const flowById = (id: string): FlowModel | undefined => flows.find((f) => f.id === id);
