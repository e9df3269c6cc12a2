import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { StepIndicator as StepBar } from '../../ui/flow-steps/step-indicator';
import type { Step } from '../../../machines/payment/one-time-payment';

const STEP_NAMES: Record<Step, MessageDescriptor> = {
  amount: msg`Amount`,
  method: msg`Payment method`,
  link: msg`Link your bank`,
  date: msg`Date`,
  review: msg`Review`,
};

/** "Step 2 of 4" (5 when the bank is linked online), with the steps named beside it. */
export function StepIndicator({ steps, current }: { steps: Step[]; current: Step }) {
  const { t } = useLingui();
  return <StepBar names={steps.map((step) => t(STEP_NAMES[step]))} current={steps.indexOf(current) + 1} />;
}
