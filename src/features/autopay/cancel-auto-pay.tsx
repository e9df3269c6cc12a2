import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { AutoPayCancelOutput } from '../../../machines/auto-pay-cancel';
import { discountLostOnCancel } from '../../domain/autopay';
import { useFormat } from '../../i18n/format';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { useAutoPayCancel } from './use-auto-pay-cancel';

export type CancelEnded = Exclude<AutoPayCancelOutput, { outcome: 'kept' }>;

/**
 * The unenroll warning (spec billing §2, §4): a confirmation over the summary; for
 * discount-eligible accounts, that the $5 monthly discount (§9) is lost. Keeping closes it;
 * cancelled and failure are shown by the page (`onEnded`).
 */
export function CancelAutoPayDialog({
  onKept,
  onEnded,
  onBusy,
  onGone,
}: {
  onKept: () => void;
  onEnded: (output: CancelEnded) => void;
  onBusy: (busy: boolean) => void;
  /** Auto Pay turned out to be off already (changed elsewhere): the page shows what is true now */
  onGone: () => void;
}) {
  const { snapshot, send } = useAutoPayCancel();
  const format = useFormat();
  const output = snapshot.status === 'done' ? (snapshot.output as AutoPayCancelOutput) : null;
  const loading = snapshot.matches('loading');
  const notEnrolled = snapshot.matches('notEnrolled');

  useEffect(() => {
    onBusy(loading);
  }, [loading, onBusy]);
  useEffect(() => {
    if (!output) return;
    if (output.outcome === 'kept') onKept();
    else onEnded(output);
  }, [output, onKept, onEnded]);
  useEffect(() => {
    if (notEnrolled) onGone();
  }, [notEnrolled, onGone]);

  if (!(snapshot.matches('confirming') || snapshot.matches('cancelling'))) return null;
  const info = snapshot.context.info!;
  const lost = discountLostOnCancel(info.billing);
  const busy = snapshot.matches('cancelling');
  const discount = format.money(lost);
  return (
    <div data-testid="autopay-cancel" data-state={JSON.stringify(snapshot.value)}>
      <ModalDialog
        id="ap-cancel-dialog"
        title={<Trans>Cancel Auto Pay?</Trans>}
        confirmLabel={busy ? <Trans>Cancelling…</Trans> : <Trans>Cancel Auto Pay</Trans>}
        dismissLabel={<Trans>Keep Auto Pay</Trans>}
        onConfirm={() => send({ type: 'confirm' })}
        onDismiss={() => send({ type: 'keep' })}
        destructive
        busy={busy}
        returnFocusTo="ap-cancel-autopay"
      >
        <p>
          <Trans>Your bills will no longer be paid automatically. You will need to pay each bill yourself by its due date.</Trans>
        </p>
        {lost > 0 ? (
          <p className="notice notice--warning dialog__warning" data-testid="ap-discount-warning">
            <Trans>You will lose your Auto Pay discount of {discount} a month.</Trans>
          </p>
        ) : null}
      </ModalDialog>
    </div>
  );
}
