import type { ReactNode } from 'react';
import { StepActions as Actions } from '../../ui/flow-steps/step-actions';
import type { PaymentFlow } from './use-payment-flow';

/** Next, Back and Cancel of a payment step (src/features/flow-steps). */
export function StepActions({ flow, primary, busy = false }: { flow: PaymentFlow; primary?: ReactNode; busy?: boolean }) {
  return <Actions snapshot={flow.snapshot} send={flow.send} primary={primary} busy={busy} />;
}
