import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { autoPayCancelMachine } from '../../../../machines/autopay/auto-pay-cancel';
import { discountLostOnCancel } from '../../../domain/autopay';
import { useFormat } from '../../../i18n/format';
import { ModalDialog } from '../../../ui/flow-steps/modal-dialog';
import { useChildFlow } from '../parts/use-child-flow';

/**
 * The unenroll warning (spec billing §2, §4): the cancel flow Manage Auto Pay invokes, a
 * confirmation over its summary; for discount-eligible accounts, that the $5 monthly discount
 * (§9) is lost. What follows Keep or Cancel is Manage's to show.
 */
export function CancelAutoPayDialog({ actor }: { actor: ActorRefFrom<typeof autoPayCancelMachine> }) {
  const { snapshot, send } = useChildFlow(actor);
  const format = useFormat();
  if (snapshot.status === 'done') return null;
  const lost = discountLostOnCancel(snapshot.context.info.billing);
  const busy = snapshot.hasTag('busy');
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
