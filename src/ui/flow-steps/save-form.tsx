import type { ReactNode } from 'react';
import { SaveActions } from './save-actions';
import { StepForm } from './step-form';

/**
 * A settings form the flow saves as one event (the notifications, the marketing choices): its
 * choices, then Save (Enter too) and Cancel; busy while the save runs.
 */
export function SaveForm({
  testId,
  busy,
  actor,
  primary,
  children,
}: {
  /** the form's test id; Save's is `<testId>-save` without the `-editor` */
  testId: `${string}-editor`;
  busy: boolean;
  /** the form's flow: Save sends it `save`, Cancel `cancel` */
  actor: { send: (event: { type: 'save' } | { type: 'cancel' }) => void };
  /** what Save says */
  primary: ReactNode;
  children: ReactNode;
}) {
  return (
    <StepForm className="preferences" data-testid={testId} busy={busy} aria-busy={busy || undefined} onSubmit={() => actor.send({ type: 'save' })}>
      {children}
      <SaveActions primary={primary} busy={busy} onCancel={() => actor.send({ type: 'cancel' })} testId={`${testId.replace(/-editor$/, '')}-save`} />
    </StepForm>
  );
}
