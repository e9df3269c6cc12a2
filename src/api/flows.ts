import * as autoPayFlows from './flows-auto-pay';
import * as billingSettingsFlows from './flows-billing-settings';
import * as equipmentFlows from './flows-equipment';
import * as mobileFlows from './flows-mobile';
import * as networkFlows from './flows-network';
import * as noticeFlows from './flows-notices';
import * as paymentFlows from './flows-payment';
import * as peopleFlows from './flows-people';
import * as profileFlows from './flows-profile';
import * as quickPayFlows from './flows-quick-pay';
import * as sessionFlows from './flows-session';
import * as statementFlows from './flows-statements';
import * as activityFlows from './flows-activity';
import * as walletFlows from './flows-wallet';

/**
 * Every business flow with its real calls, by flow id: the machine of machines/ provided with
 * the actors of src/api/actors. The app mounts a flow from its area's module (useFlow(payBill),
 * src/api/flows-<area>.ts, so a page loads only its own machines); the model runner and the
 * explorer take them all from here, so what is tested is what runs. Each entry is type-checked
 * on its own: a call whose input or answer does not match the actor the machine declares does
 * not compile.
 */
export const flowRegistry = {
  signIn: sessionFlows.signIn,
  sessionTimeout: sessionFlows.sessionTimeout,
  equipmentReboot: equipmentFlows.equipmentReboot,
  equipmentDevice: equipmentFlows.equipmentDevice,
  equipmentNickname: equipmentFlows.equipmentNickname,
  networkSettings: networkFlows.networkSettings,
  networkWifi: networkFlows.networkWifi,
  networkForwardCreate: networkFlows.networkForwardCreate,
  networkReservationCreate: networkFlows.networkReservationCreate,
  networkReserveDevice: networkFlows.networkReserveDevice,
  networkRecordDelete: networkFlows.networkRecordDelete,
  networkGuestCreate: networkFlows.networkGuestCreate,
  networkGuestUpdate: networkFlows.networkGuestUpdate,
  networkDns: networkFlows.networkDns,
  networkToggle: networkFlows.networkToggle,
  routerFactoryReset: networkFlows.routerFactoryReset,
  mobileLineNickname: mobileFlows.mobileLineNickname,
  mobileLineFeature: mobileFlows.mobileLineFeature,
  mobileDataAlerts: mobileFlows.mobileDataAlerts,
  mobileDeviceSwap: mobileFlows.mobileDeviceSwap,
  mobileUsageState: mobileFlows.mobileUsageState,
  oneTimePayment: paymentFlows.oneTimePayment,
  balanceChoice: paymentFlows.balanceChoice,
  payBill: paymentFlows.payBill,
  quickPay: quickPayFlows.quickPay,
  serviceRestoration: paymentFlows.serviceRestoration,
  autoPayAddMethod: autoPayFlows.autoPayAddMethod,
  autoPayChooseMethod: autoPayFlows.autoPayChooseMethod,
  autoPayEnroll: autoPayFlows.autoPayEnroll,
  autoPayChangeMethod: autoPayFlows.autoPayChangeMethod,
  autoPayChangeDate: autoPayFlows.autoPayChangeDate,
  autoPayCancel: autoPayFlows.autoPayCancel,
  autoPayManage: autoPayFlows.autoPayManage,
  autoPay: autoPayFlows.autoPay,
  walletAddMethod: walletFlows.walletAddMethod,
  walletEditCard: walletFlows.walletEditCard,
  walletDeleteMethod: walletFlows.walletDeleteMethod,
  walletPage: walletFlows.walletPage,
  scheduledPaymentCancel: billingSettingsFlows.scheduledPaymentCancel,
  scheduledPayments: billingSettingsFlows.scheduledPayments,
  billDeliverySwitch: billingSettingsFlows.billDeliverySwitch,
  billDelivery: billingSettingsFlows.billDelivery,
  cardExpiryFix: billingSettingsFlows.cardExpiryFix,
  statementPdf: statementFlows.statementPdf,
  statementViewer: statementFlows.statementViewer,
  callDetailVerification: statementFlows.callDetailVerification,
  otpVerification: profileFlows.otpVerification,
  notificationPreferencesEdit: profileFlows.notificationPreferencesEdit,
  profileSettings: profileFlows.profileSettings,
  peopleInvite: peopleFlows.peopleInvite,
  peopleRole: peopleFlows.peopleRole,
  peopleAccess: peopleFlows.peopleAccess,
  peoplePage: peopleFlows.peoplePage,
  invitationAccept: peopleFlows.invitationAccept,
  contactForm: profileFlows.contactForm,
  securityQuestionEdit: profileFlows.securityQuestionEdit,
  marketingSettingsEdit: profileFlows.marketingSettingsEdit,
  paymentHistory: activityFlows.paymentHistory,
  accountActivity: activityFlows.accountActivity,
  billingNotices: noticeFlows.billingNotices,
  paymentStores: walletFlows.paymentStores,
};

type FlowRegistry = typeof flowRegistry;
export type FlowId = keyof FlowRegistry;

// each entry is filed under its own flow id
const _filedUnderItsId: { [K in FlowId]: { flowId: K } } = flowRegistry;

export const isFlowId = (id: string): id is FlowId => Object.hasOwn(flowRegistry, id);
