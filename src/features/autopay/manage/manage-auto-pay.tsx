import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { cancelRefusalOf, type autoPayManageMachine } from '../../../../machines/autopay/auto-pay-manage';
import { screenMeta } from '../../../../machines/parts/screen';
import { CancelOutcome } from '../cancel/cancel-outcomes';
import { ChangeDateOutcome } from '../change-date/change-date-outcome';
import { LaterStep, useLaterSteps } from '../parts/steps-chunk';
import { LoadingStep } from '../parts/loading-step';
import { ManageStepBar } from './manage-step-bar';
import { ChangeMethodOutcome } from '../change-method/change-method-outcomes';
import { ManageSummary } from './manage-summary';
import { useChildFlow } from '../parts/use-child-flow';
import { UnavailableCard } from './unavailable-card';
import { useHeadingFocus } from '../parts/use-heading-focus';

/**
 * Manage Auto Pay for an enrolled account (machines/autopay/auto-pay-manage.ts): the summary, the child
 * flow it runs (change of method, of debit date, the cancellation over the summary) and what
 * that ended in. Every button sends an event; where it goes is the machine's.
 */
export function ManageAutoPay({ actor }: { actor: ActorRefFrom<typeof autoPayManageMachine> }) {
  const { snapshot, send } = useChildFlow(actor);
  const { screen, step } = screenMeta(snapshot);
  const { info, ended, code } = snapshot.context;
  const heading = useHeadingFocus(ended ? `${ended.flow}-${ended.output.outcome}` : (screen ?? 'manage'));
  const { changeMethod, changeDate, cancel } = snapshot.children;
  const state = JSON.stringify(snapshot.value);
  useLaterSteps();
  // a change's view while its code is on the way (../parts/steps-chunk.tsx), in place of the summary
  const manageLoading = (
    <div className="autopay card">
      <LoadingStep />
    </div>
  );

  switch (screen) {
    case 'changeMethod':
      return changeMethod ? (
        <LaterStep fallback={manageLoading}>{({ ChangeMethodFlowView }) => <ChangeMethodFlowView actor={changeMethod} />}</LaterStep>
      ) : null;
    case 'changeDate':
      return changeDate ? <LaterStep fallback={manageLoading}>{({ ChangeDateFlowView }) => <ChangeDateFlowView actor={changeDate} />}</LaterStep> : null;
    case 'ended': {
      if (!ended) return null;
      const again = () => send({ type: 'again' });
      const enroll = () => send({ type: 'enroll' });
      return (
        <div className="autopay" data-testid="autopay-manage" data-state={state}>
          {ended.flow === 'changeMethod' ? (
            <ChangeMethodOutcome output={ended.output} headingRef={heading} onManage={again} onEnroll={enroll} />
          ) : ended.flow === 'changeDate' ? (
            <ChangeDateOutcome output={ended.output} info={info} headingRef={heading} onManage={again} />
          ) : (
            <CancelOutcome output={ended.output} headingRef={heading} onEnroll={enroll} onManage={again} />
          )}
        </div>
      );
    }
    case 'loading':
      return (
        <div className="autopay" data-testid="autopay-manage" data-state={state}>
          <p className="busy-note card" role="status">
            <span className="spinner" aria-hidden="true" /> <Trans>Loading your Auto Pay…</Trans>
          </p>
        </div>
      );
    case 'unavailable':
      return (
        <div className="autopay" data-testid="autopay-manage" data-state={state}>
          <UnavailableCard code={code} headingRef={heading} onRetry={() => send({ type: 'again' })} />
        </div>
      );
    default:
      return (
        <div className="autopay" data-testid="autopay-manage" data-state={state}>
          <section className="card step" aria-labelledby="step-title">
            {step ? <ManageStepBar current={step} /> : null}
            <h2 id="step-title" ref={heading} tabIndex={-1} className="step__title">
              <Trans>Your Auto Pay</Trans>
            </h2>
            <ManageSummary
              info={info}
              onChangeMethod={() => send({ type: 'changeMethod' })}
              onChangeDate={() => send({ type: 'changeDate' })}
              cancelRefusal={cancelRefusalOf(info)}
              onCancelAutoPay={() => send({ type: 'cancelAutoPay' })}
            />
          </section>
          {cancel ? <LaterStep fallback={null}>{({ CancelAutoPayDialog }) => <CancelAutoPayDialog actor={cancel} />}</LaterStep> : null}
        </div>
      );
  }
}
