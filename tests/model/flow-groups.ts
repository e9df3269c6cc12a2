import { flowsOn } from '../../machines/index';
import type { FlowPath } from '../../machines/paths';
import { describeWalks, modelBackend } from './harness';

// Profile & Settings' forms (issue 17), walked with the account's flows
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
  // the router's network section (issue 18): walked with its store checks by flows-network.test.ts
  network: (id: string) => /^(network|routerFactoryReset)/.test(id),
};
export type FlowGroup = keyof typeof GROUPS | 'billing';

export function groupOf(id: string): FlowGroup {
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
