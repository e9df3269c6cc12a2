import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayAddMethodMachine } from '../../../machines/auto-pay-add-method';
import { withArea } from '../../i18n/locale';
import { LoadedLater, loadOnce } from '../../shell/loaded-later';
import type { AutoPayErrorText } from './error-text';
import { LoadingStep } from './loading-step';
import { useChildFlow } from './use-child-flow';

type AddMethodActor = ActorRefFrom<typeof autoPayAddMethodMachine>;

// Most users pick a saved method: the add-method form, with its fields and their words, is a
// chunk of its own, out of the Auto Pay page's (issue 13, the largest lazy route). The method
// chooser starts loading it when it shows (`loadAddMethod`), so it is there when "Add" is
// pressed. The machine still decides: the add-method child and its checks load with the page.
const addMethod = loadOnce(() => withArea('payment-forms', () => import('./add-method-view')).then((m) => m.AddMethodView));
export const loadAddMethod = addMethod.load;

/** The add screen's body: the form once its code is here (at once when the chooser loaded it), a busy note before. */
export function AddMethodScreen({ actor, errorText }: { actor: AddMethodActor; errorText: AutoPayErrorText }) {
  return (
    <LoadedLater loaded={addMethod.loaded} load={addMethod.load} fallback={<LoadingStep />}>
      {(View) => <View actor={actor} errorText={errorText} />}
    </LoadedLater>
  );
}

/** The add screen's title: what kind of method is being typed in. */
export function AddMethodTitle({ actor }: { actor: AddMethodActor }) {
  const { snapshot } = useChildFlow(actor);
  return snapshot.context.draft.kind === 'bank' ? <Trans>Add a bank account</Trans> : <Trans>Add a card</Trans>;
}
