import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { manageSteps, type ManageBarStep } from '../../../../machines/autopay/auto-pay-manage';
import { FlowStepBar } from '../../../ui/flow-steps/step-indicator';

/** The words of Manage Auto Pay's bar: its summary, then the change of method's steps (the order is the machines'). */
export const MANAGE_STEP_NAMES: Record<ManageBarStep, ReactNode> = {
  summary: <Trans>Summary</Trans>,
  method: <Trans>New payment method</Trans>,
  review: <Trans>Review</Trans>,
};

/** Manage Auto Pay's step bar at one of its steps. */
export function ManageStepBar({ current }: { current: ManageBarStep }) {
  return <FlowStepBar steps={manageSteps} names={MANAGE_STEP_NAMES} current={current} />;
}
