import type { ReactNode } from 'react';
import type { AutoPayInfo } from '../../../../machines/autopay/auto-pay.checks';
import { screenMeta, type ScreenMeta } from '../../../../machines/parts/screen';
import type { PaymentRestrictionType } from '../../../domain/billing';
import { FlowStepBar } from '../../../ui/flow-steps/step-indicator';
import { useAutoPayErrorText, type AutoPayErrorText } from './error-text';
import { useHeadingFocus } from './use-heading-focus';

/** A screen as a flow view shows it: its title and what is on it. */
export interface Shown {
  title: ReactNode;
  body: ReactNode;
}

/**
 * What the Auto Pay step views need beside their flow: the heading that takes the focus on a
 * new screen, and the error words for the account's restriction.
 */
export function useStepScreen(screen: string | undefined, { restriction, onMount = false }: { restriction: PaymentRestrictionType; onMount?: boolean }) {
  const heading = useHeadingFocus(screen ?? 'outcome', { onMount });
  const errorText = useAutoPayErrorText(restriction);
  return { heading, errorText };
}

/** The frame a step flow draws each screen in: its test id, its step bar, its focused title. */
export interface Frame {
  testId: string;
  stepBar: ReactNode;
  heading: React.RefObject<HTMLHeadingElement | null>;
}

/**
 * How a flow's view draws one of the screens its machine names: in the frame, or nothing (an
 * outcome, which the page around the flow shows).
 */
export type ScreenView = ((frame: Frame) => ReactNode) | null;

/** A step screen: the step bar, the title (focused on a new screen) and what is on it. */
export function StepScreen({ testId, stepBar, heading, shown }: Frame & { shown: Shown }) {
  return (
    <div className="autopay" data-testid={testId}>
      <section className="card step" aria-labelledby="step-title">
        {stepBar}
        <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
          {shown.title}
        </h2>
        {shown.body}
      </section>
    </div>
  );
}

export const stepScreen =
  (shown: Shown): ScreenView =>
  (frame) => <StepScreen {...frame} shown={shown} />;

interface StepFlowSnapshot<TScreen extends string, TStep extends string> {
  getMeta(): Record<string, ScreenMeta<TScreen, TStep> | undefined>;
  context: { info: AutoPayInfo };
}

/**
 * An Auto Pay flow with a step bar (Enroll, Change method): the screen its machine names
 * (`meta.screen`), drawn by the view's map from that machine's screen names, under the bar of
 * the steps its machine lists (`stepsOf`), the current one its `meta.step`. No state names here.
 */
export function StepFlow<TScreen extends string, TStep extends string>({
  testId,
  snapshot,
  steps,
  stepNames,
  screens,
  onMount = false,
}: {
  testId: string;
  snapshot: StepFlowSnapshot<TScreen, NoInfer<TStep>>;
  steps: readonly TStep[];
  stepNames: Record<TStep, ReactNode>;
  /** each screen of the machine: how it is drawn, given the words for the account's errors */
  screens: (errorText: AutoPayErrorText) => Record<TScreen, ScreenView>;
  onMount?: boolean;
}) {
  const { screen, step } = screenMeta(snapshot);
  const { heading, errorText } = useStepScreen(screen, { restriction: snapshot.context.info.billing.restrictions.type, onMount });
  const view = screen ? screens(errorText)[screen] : null;
  if (!view) return null;
  return view({ testId, heading, stepBar: step ? <FlowStepBar steps={steps} names={stepNames} current={step} /> : null });
}
