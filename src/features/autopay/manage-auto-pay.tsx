import { useCallback, useState } from 'react';
import { CancelAutoPayDialog, type CancelEnded } from './cancel-auto-pay';
import { CancelOutcome } from './cancel-outcomes';
import { ChangeDateFlowView } from './change-date-flow';
import { ChangeMethodFlowView } from './change-method-flow';
import { useHeadingFocus } from './use-heading-focus';

type View = 'method' | 'date';

/**
 * Manage Auto Pay for an enrolled account: the summary and change of method (one flow), the
 * debit date (its own flow, in place of the summary) and the cancellation (its own flow, a
 * dialog over the summary). Going back to the summary mounts it again, so it shows what the
 * server now holds.
 */
export function ManageAutoPay({ onEnroll }: { onEnroll: () => void }) {
  const [run, setRun] = useState(0);
  const [view, setView] = useState<View>('method');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelLoading, setCancelLoading] = useState(false);
  const [cancelEnded, setCancelEnded] = useState<CancelEnded | null>(null);
  const heading = useHeadingFocus(cancelEnded ? `cancel-${cancelEnded.outcome}` : 'manage');

  const restart = useCallback(() => {
    setView('method');
    setCancelOpen(false);
    setCancelEnded(null);
    setRun((n) => n + 1);
  }, []);
  const kept = useCallback(() => setCancelOpen(false), []);
  const ended = useCallback((output: CancelEnded) => {
    setCancelOpen(false);
    setCancelEnded(output);
  }, []);

  if (cancelEnded) {
    return (
      <div className="autopay">
        <CancelOutcome output={cancelEnded} headingRef={heading} onEnroll={onEnroll} onManage={restart} />
      </div>
    );
  }
  if (view === 'date') return <ChangeDateFlowView key={`date-${run}`} onBack={restart} onEnroll={onEnroll} />;
  return (
    <>
      <ChangeMethodFlowView
        key={`method-${run}`}
        onChangeDate={() => setView('date')}
        onCancelAutoPay={() => setCancelOpen(true)}
        cancelBusy={cancelOpen && cancelLoading}
        onRestart={restart}
        onEnroll={onEnroll}
      />
      {cancelOpen ? <CancelAutoPayDialog onKept={kept} onEnded={ended} onBusy={setCancelLoading} onGone={onEnroll} /> : null}
    </>
  );
}
