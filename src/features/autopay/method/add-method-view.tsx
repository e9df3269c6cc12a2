import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayAddMethodMachine } from '../../../../machines/autopay/auto-pay-add-method';
import { AddMethodStep } from './add-method-step';
import type { AutoPayErrorText } from '../parts/error-text';
import { useChildFlow } from '../parts/use-child-flow';

/** The add-a-method screen of Enroll or Change method: the add-method child flow they invoke (machines/autopay/auto-pay-add-method). */
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

/** The add screen's title: what kind of method is being typed in. */
export function AddMethodTitle({ actor }: { actor: ActorRefFrom<typeof autoPayAddMethodMachine> }) {
  const { snapshot } = useChildFlow(actor);
  return snapshot.context.draft.kind === 'bank' ? <Trans>Add a bank account</Trans> : <Trans>Add a card</Trans>;
}
