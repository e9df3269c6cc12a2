import { Trans } from '@lingui/react/macro';
import { screenMeta } from '../../../machines/screen';
import { methodErrors } from '../../../machines/auto-pay.checks';
import type { AutoPayErrorText } from './error-text';
import { MethodStep } from './method-step';
import type { EnrollFlow } from './use-child-flow';

/** Enroll, step 2: a saved method, with a card's CVV asked once, or a new one (spec billing §2, §5). */
export function EnrollMethodStep({ flow, errorText }: { flow: EnrollFlow; errorText: AutoPayErrorText }) {
  const { snapshot } = flow;
  const { info, choice } = snapshot.context;
  return (
    <MethodStep
      flow={flow}
      lead={<Trans>Auto Pay charges this payment method for each bill.</Trans>}
      errors={methodErrors(info, choice)}
      expiringDialog={screenMeta(snapshot).dialog === 'expiring'}
      errorText={errorText}
    />
  );
}
