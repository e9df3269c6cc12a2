import type { ActorRefFrom } from 'xstate';
import type { autoPayAddMethodMachine } from '../../../machines/auto-pay-add-method';
import { AddMethodStep } from './add-method-step';
import type { AutoPayErrorText } from './error-text';
import { useChildFlow } from './use-child-flow';

/**
 * The add-a-method screen of Enroll or Change method: the add-method child flow they invoke
 * (machines/auto-pay-add-method). Its own chunk with the form (./add-method-screen.tsx loads it).
 */
export function AddMethodView({ actor, errorText }: { actor: ActorRefFrom<typeof autoPayAddMethodMachine>; errorText: AutoPayErrorText }) {
  const { snapshot, send } = useChildFlow(actor);
  const { info, services, draft, saveError, tried } = snapshot.context;
  return (
    <AddMethodStep
      info={info}
      services={services}
      draft={draft}
      saveError={saveError}
      tried={tried}
      saving={snapshot.hasTag('busy')}
      refused={snapshot.hasTag('refused')}
      snapshot={snapshot}
      send={send}
      errorText={errorText}
    />
  );
}
