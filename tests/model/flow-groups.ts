import { flowsOn } from '../../machines/index';
import type { FlowPath } from '../../machines/model/paths';
import { describeWalks, modelBackend } from './harness';

// Profile & Settings' forms, walked with the account's flows
const profileForm = (id: string) => /^(contactForm|securityQuestionEdit|marketingSettingsEdit)$/.test(id);

/**
 * The registry's flows, walked by four model test files rather than one, so that vitest's two
 * workers share the walks: one file of every flow ran 79 s on its own, often last. The account
 * and Auto Pay groups are named by id; the one-time payment is a group alone (128 paths); every
 * other flow, and any flow registered later, is walked by the billing file.
 */
const GROUPS = {
  oneTimePayment: (id: string) => id === 'oneTimePayment',
  autoPay: (id: string) => id.startsWith('autoPay'),
  account: (id: string) => /^(signIn|sessionTimeout|otpVerification|profileSettings|notificationPreferences|equipment)/.test(id) || profileForm(id),
  // the router's network section: walked with its store checks by flows-network.test.ts
  network: (id: string) => /^(network|routerFactoryReset)/.test(id),
};
export type FlowGroup = keyof typeof GROUPS | 'billing';

/**
 * Flows walked by a model test file of their own, which checks the store after every path (what
 * the path wrote, or that it wrote nothing). Those walks are the group walk plus the check, so
 * the groups leave these flows out: each path is walked once. Each file takes its flows from here.
 */
export const STORE_CHECKED = {
  billingLists: ['paymentHistory', 'accountActivity'],
  billingSettings: ['scheduledPaymentCancel', 'scheduledPayments', 'billDeliverySwitch', 'billDelivery', 'cardExpiryFix'],
  equipment: ['equipmentNickname', 'equipmentDevice'],
  mobile: ['mobileLineNickname', 'mobileLineFeature', 'mobileDataAlerts', 'mobileDeviceSwap', 'mobileUsageState'],
  notices: ['billingNotices'],
  people: ['peopleInvite', 'peopleRole', 'peopleAccess', 'peoplePage', 'invitationAccept'],
  profile: ['otpVerification', 'notificationPreferencesEdit', 'profileSettings', 'contactForm', 'securityQuestionEdit', 'marketingSettingsEdit'],
  statements: ['statementPdf', 'statementViewer', 'callDetailVerification'],
  wallet: ['walletAddMethod', 'walletEditCard', 'walletDeleteMethod', 'walletPage'],
} as const satisfies Record<string, readonly string[]>;
const storeChecked = new Set<string>(Object.values(STORE_CHECKED).flat());

/** The registry's flows that a store-checking file walks (`STORE_CHECKED`), on the backend's day. */
export function storeCheckedFlows(file: keyof typeof STORE_CHECKED, today: string) {
  const ids: readonly string[] = STORE_CHECKED[file];
  const flows = flowsOn(today).filter((flow) => ids.includes(flow.id));
  // a name here that the registry lost would leave its flow walked nowhere
  const missing = ids.filter((id) => !flows.some((flow) => flow.id === id));
  if (missing.length) throw new Error(`STORE_CHECKED.${file} names flows the registry does not have: ${missing.join(', ')}`);
  return flows;
}

/** A flow's group; null for a flow a store-checking file walks. */
function groupOf(id: string): FlowGroup | null {
  if (storeChecked.has(id)) return null;
  return (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).find((group) => GROUPS[group](id)) ?? 'billing';
}

/**
 * Every flow of a group: its generated paths must cover every state and transition, and each path
 * must walk against the real backend exactly as generated (then `thenCheck` looks at what it left).
 *
 * The paths are generated with the dates of one business day, the server's when the run starts
 * (hence the backend starts before the tests are collected), and each path freezes the server's
 * clock on that day: nothing reads the machine's clock, and a run that crosses midnight keeps
 * its day.
 */
export async function walkGroup(group: FlowGroup, thenCheck?: (flowId: string, path: FlowPath, backendUrl: string) => Promise<void>): Promise<void> {
  const backend = await modelBackend();
  const walked = flowsOn(backend.today).filter((flow) => groupOf(flow.id) === group);
  for (const flow of walked)
    describeWalks(backend, flow, { maxPaths: 500, ...(thenCheck ? { thenCheck: (path: FlowPath) => thenCheck(flow.id, path, backend.url) } : {}) });
}
