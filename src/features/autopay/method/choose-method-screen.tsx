import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayChooseMethodMachine } from '../../../../machines/autopay/auto-pay-choose-method';
import { methodErrors } from '../../../../machines/autopay/auto-pay.checks';
import { screenMeta } from '../../../../machines/parts/screen';
import { AddMethodTitle, AddMethodView } from './add-method-view';
import { StepScreen, useStepScreen, type Shown } from '../parts/flow-screen';
import { MethodStep } from './method-step';
import { useChildFlow } from '../parts/use-child-flow';

/**
 * The method step of Enroll and of Change method: the chooser child flow both invoke
 * (machines/autopay/auto-pay-choose-method.ts), one screen at a time as it names it: the saved methods
 * (with the dialog for a card expiring soon), or the add-method form. The parent gives the frame:
 * its step bar, the step's title and lead.
 */
export function ChooseMethodScreen({
  actor,
  testId,
  stepBar,
  title,
  lead,
}: {
  actor: ActorRefFrom<typeof autoPayChooseMethodMachine>;
  testId: string;
  stepBar: ReactNode;
  title: ReactNode;
  lead: ReactNode;
}) {
  const flow = useChildFlow(actor);
  const { screen, dialog } = screenMeta(flow.snapshot);
  const { info, choice, current } = flow.snapshot.context;
  // the chooser opens in place of the step before it: its first screen takes the focus too
  const { heading, errorText } = useStepScreen(`method.${screen ?? ''}`, { restriction: info.billing.restrictions.type, onMount: true });
  const adding = flow.snapshot.children.addMethod;
  // the add-method child flow's screen while it runs
  const added: Shown | null = adding ? { title: <AddMethodTitle actor={adding} />, body: <AddMethodView actor={adding} errorText={errorText} /> } : null;
  const errors = methodErrors(info, choice, current);
  const body = <MethodStep flow={flow} lead={lead} current={current} errors={errors} expiringDialog={dialog === 'expiring'} errorText={errorText} />;
  const shown: Shown | null = screen === 'add' ? added : { title, body };
  if (!shown) return null;
  return <StepScreen testId={testId} stepBar={stepBar} heading={heading} shown={shown} />;
}
