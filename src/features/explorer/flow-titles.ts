import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * The flows' names in the page's language. The registry (machines/index.ts) names each flow in
 * English only, since machines carry no translated text; this table has one for every flow of the
 * registry (tests/unit/explorer-titles.test.ts holds it to the registry). The exports keep the registry's name, so the page's
 * downloads and `npm run machines:export` write the same files.
 */
export const FLOW_TITLES: Record<string, MessageDescriptor> = {
  signIn: msg`Sign in`,
  sessionTimeout: msg`Session timeout`,
  equipmentReboot: msg`Equipment reboot`,
  equipmentDevice: msg`Equipment: a device, its restarts and its name`,
  equipmentNickname: msg`Equipment: renaming a device`,
  networkSettings: msg`Network: the router’s network section`,
  networkWifi: msg`Network: the Wi-Fi access points`,
  networkForwardCreate: msg`Network: a new port forward`,
  networkReservationCreate: msg`Network: a new DHCP reservation`,
  networkReserveDevice: msg`Network: reserve a connected device’s address`,
  networkGuestCreate: msg`Network: a new guest network`,
  networkGuestUpdate: msg`Network: a guest network changed`,
  networkRecordDelete: msg`Network: delete a port forward, a reservation or a guest network`,
  networkDns: msg`Network: DNS servers`,
  networkToggle: msg`Network: UPnP and the hotspot`,
  routerFactoryReset: msg`Network: factory reset of the router`,
  mobileLineNickname: msg`Mobile: renaming a line`,
  mobileLineFeature: msg`Mobile: turning a line feature on or off`,
  mobileDataAlerts: msg`Mobile: data-usage notifications`,
  mobileDeviceSwap: msg`Mobile: moving a line to another device`,
  mobileUsageState: msg`Mobile: a line’s usage state and its alerts`,
  oneTimePayment: msg`One-time payment`,
  balanceChoice: msg`Dual balance: pay core, mobile or both`,
  payBill: msg`Pay bill: one payment at a time, and another after one not made`,
  serviceRestoration: msg`Service restoration after a payment`,
  quickPay: msg`Quick pay`,
  autoPayEnroll: msg`Auto Pay: enroll`,
  autoPayChangeMethod: msg`Auto Pay: change method`,
  autoPayChangeDate: msg`Auto Pay: change date`,
  autoPayCancel: msg`Auto Pay: cancel`,
  autoPayAddMethod: msg`Auto Pay: add a payment method`,
  autoPayChooseMethod: msg`Auto Pay: choose a payment method`,
  autoPayManage: msg`Auto Pay: manage (summary, change method, change date, cancel)`,
  autoPay: msg`Auto Pay: the page (enroll or manage)`,
  walletAddMethod: msg`Wallet: add a card or bank account`,
  walletEditCard: msg`Wallet: edit a card`,
  walletDeleteMethod: msg`Wallet: delete a payment method`,
  walletPage: msg`Wallet: saved payment methods`,
  scheduledPaymentCancel: msg`Scheduled payments: cancel one`,
  scheduledPayments: msg`Scheduled payments: the list`,
  paymentStores: msg`Bill pay options: the payment centers`,
  billDeliverySwitch: msg`Bill delivery: switch to paper`,
  billDelivery: msg`Bill delivery: paper or paperless`,
  cardExpiryFix: msg`Auto Pay at risk: update the card’s expiry`,
  statementPdf: msg`Statements: the printable PDF`,
  statementViewer: msg`Statements: list, statement, compare and print`,
  callDetailVerification: msg`Statements: account verification for the voice call details`,
  otpVerification: msg`Verify a contact with a one-time code`,
  notificationPreferencesEdit: msg`Notification preferences: who gets which notices`,
  profileSettings: msg`Profile & Settings: contacts and notifications`,
  peopleInvite: msg`People: invite a person`,
  peopleRole: msg`People: change a person's role`,
  peopleAccess: msg`People: suspend, reactivate or remove a person`,
  peoplePage: msg`People and roles: the list`,
  invitationAccept: msg`Accept an invitation (choose a username and password)`,
  contactForm: msg`Add a contact or change one on file`,
  securityQuestionEdit: msg`The security question, with the current password`,
  marketingSettingsEdit: msg`Marketing settings: the channels offers may come by`,
  paymentHistory: msg`Payment history: filters, lifecycle and CSV`,
  accountActivity: msg`Account activity and mobile transactions`,
  billingNotices: msg`Billing dialogs: news and information, billing disclosures`,
};

/** `title(flow)`: the flow's name in the active language. */
export function useFlowTitle(): (flow: { id: string; title: string }) => string {
  const { i18n } = useLingui();
  return (flow) => {
    const descriptor = FLOW_TITLES[flow.id];
    return descriptor ? i18n._(descriptor) : flow.title;
  };
}
