import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { autoPayAddMethodMachine } from '../../../machines/auto-pay-add-method';
import type { PaymentRestrictionType } from '../../domain/billing';
import { AddMethodTitle, AddMethodView } from './add-method-view';
import { useAutoPayErrorText } from './error-text';
import { useHeadingFocus } from './use-heading-focus';

/** A screen as a flow view shows it: its title and what is on it. */
export interface Shown {
  title: ReactNode;
  body: ReactNode;
}

/**
 * What the Auto Pay step views need beside their flow: the heading that takes the focus on a
 * new screen, the error words for the account's restriction, and the add-method screen (the
 * child flow the method chooser invokes) while it runs.
 */
export function useStepScreen(
  screen: string | undefined,
  {
    restriction,
    adding,
    onMount = false,
  }: { restriction: PaymentRestrictionType; adding?: ActorRefFrom<typeof autoPayAddMethodMachine> | undefined; onMount?: boolean },
) {
  const heading = useHeadingFocus(screen ?? 'outcome', { onMount });
  const errorText = useAutoPayErrorText(restriction);
  const added: Shown | null = adding ? { title: <AddMethodTitle actor={adding} />, body: <AddMethodView actor={adding} errorText={errorText} /> } : null;
  return { heading, errorText, added };
}

/** The frame of a step screen: the step bar, the title (focused on a new screen) and the screen. */
export function StepScreen({
  testId,
  state,
  stepBar,
  heading,
  shown,
}: {
  testId: string;
  state: unknown;
  stepBar: ReactNode;
  heading: React.RefObject<HTMLHeadingElement | null>;
  shown: Shown;
}) {
  return (
    <div className="autopay" data-testid={testId} data-state={JSON.stringify(state)}>
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
