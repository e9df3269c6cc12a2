import { AddMethodStep } from './add-method-step';
import type { ChangeMethodFlow } from './use-auto-pay-change-method';
import type { EnrollFlow } from './use-auto-pay-enroll';
import type { AutoPayErrorText } from './error-text';

/** The add-a-method screen of Enroll or Change method: both machines share its states (machines/auto-pay-add-method). */
export function AddMethodView({ flow, errorText }: { flow: EnrollFlow | ChangeMethodFlow; errorText: AutoPayErrorText }) {
  const { snapshot, actor } = flow;
  const { info, choice, draft, saveError, tried } = snapshot.context;
  // both machines take these events; TypeScript cannot see one send for the union
  const send = flow.send as (event: Parameters<EnrollFlow['send']>[0]) => void;
  if (!info || !draft) return null;
  return (
    <AddMethodStep
      info={info}
      services={choice.services}
      draft={draft}
      saveError={saveError}
      tried={tried.add}
      saving={snapshot.matches('savingMethod')}
      snapshot={snapshot as { can: (event: { type: 'back' } | { type: 'cancel' }) => boolean }}
      send={send}
      stillHere={() => actor.getSnapshot().matches('addMethod')}
      errorText={errorText}
    />
  );
}
