import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { autoPayChangeMethodMachine } from '../../../machines/autopay/auto-pay-change-method';
import type { walletAddMethodMachine } from '../../../machines/wallet/wallet-add-method';
import type { walletEditCardMachine } from '../../../machines/wallet/wallet-edit-card';
import { methodOf } from '../../../machines/wallet/wallet.checks';
import type { WalletNotice } from '../../../machines/wallet/wallet-page';
import { screenMeta } from '../../../machines/parts/screen';
import { walletPage } from '../../api/flows-wallet';
import { newKeyPrefix } from '../../api/idempotency';
import { useFlow } from '../../shell/use-flow';
import { GenericError } from '../../ui/generic-error';
import { DeleteDialog, ExpiredDialog, ExpiringDialog, RoadblockDialog } from './dialogs';
import { useDeleteFailureText } from './error-text';
import { AddTitle, EditTitle, FormFrame, FormLoading } from './form-frame';
import { LaterView, useLaterViews } from './forms-chunk';
import { MethodList } from './method-list';

export type ChangeAutoPayView = (actor: ActorRefFrom<typeof autoPayChangeMethodMachine>) => ReactNode;

/**
 * The wallet (spec billing §2 saved payment methods), the walletPage flow: the list, the add, edit
 * and delete child flows, the questions about expired and expiring cards, the roadblock and the
 * Auto Pay change of method it opens (its view given by the page, from the Auto Pay feature).
 */
export function Wallet({ changeAutoPay }: { changeAutoPay: ChangeAutoPayView }) {
  const [keyPrefix] = useState(newKeyPrefix);
  const { snapshot, send } = useFlow(walletPage, { keyPrefix });
  const meta = screenMeta(snapshot);
  const { info, target, notice } = snapshot.context;
  const { add, edit, delete: deleting, changeMethod } = snapshot.children;
  const targeted = info ? methodOf(info, target) : null;
  useLaterViews();

  if (snapshot.status === 'done')
    // spec billing §5, §8: no online payments on this account: find a store (the page lists the
    // payment centers under its ways to pay, "In a store"; once on the page is enough)
    return (
      <div className="wallet__stopped" data-testid="wallet-no-online">
        <div className="notice notice--warning">
          <p>
            <Trans>This account does not accept online payments. Please find a store near you to make your payment.</Trans>
          </p>
        </div>
      </div>
    );

  switch (meta.screen) {
    case 'loading':
      return (
        <p className="busy-note" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading your payment methods…</Trans>
        </p>
      );
    // spec billing §8 "payment methods unavailable": the generic message, then (acknowledged) the retry
    case 'unavailable':
      return <GenericError onOk={() => send({ type: 'acknowledge' })} takeFocus />;
    case 'unavailableRetry':
      return <Unavailable onRetry={() => send({ type: 'again' })} />;
    // the forms' code comes after the list (./forms-chunk.tsx): until it is here, the form's title and a busy note
    case 'add':
      return add ? (
        <LaterView
          fallback={
            <FormFrame testId="wallet-add" title={<AddTitleOf actor={add} />}>
              <FormLoading />
            </FormFrame>
          }
        >
          {({ AddMethodView }) => <AddMethodView actor={add} />}
        </LaterView>
      ) : null;
    case 'edit':
      return edit && info ? (
        <LaterView
          fallback={
            <FormFrame testId="wallet-edit" title={<EditTitleOf actor={edit} />}>
              <FormLoading />
            </FormFrame>
          }
        >
          {({ EditCardView }) => <EditCardView actor={edit} info={info} />}
        </LaterView>
      ) : null;
    case 'changeAutoPay':
      return changeMethod ? <div className="autopay">{changeAutoPay(changeMethod)}</div> : null;
  }
  if (!info) return null;
  return (
    <div className="wallet">
      <Notice notice={notice} />
      <MethodList methods={info.methods} can={(event) => snapshot.can(event)} send={send} />
      <div className="wallet__add">
        <button id="wallet-add-card" type="button" className="button button--primary" onClick={() => send({ type: 'add', kind: 'card' })}>
          <Trans>Add a card</Trans>
        </button>
        <button id="wallet-add-bank" type="button" className="button" onClick={() => send({ type: 'add', kind: 'bank' })}>
          <Trans>Add a bank account</Trans>
        </button>
      </div>
      {meta.dialog === 'expired' && targeted ? <ExpiredDialog method={targeted} send={send} /> : null}
      {meta.dialog === 'expiring' && targeted ? <ExpiringDialog method={targeted} send={send} /> : null}
      {meta.dialog === 'roadblock' && targeted ? <RoadblockDialog method={targeted} busy={snapshot.hasTag('busy')} send={send} /> : null}
      {meta.dialog === 'delete' && deleting ? <DeleteDialog actor={deleting} /> : null}
    </div>
  );
}

/** The add form's title, as the add flow's draft says (kept current with the child flow). */
function AddTitleOf({ actor }: { actor: ActorRefFrom<typeof walletAddMethodMachine> }) {
  const kind = useSelector(actor, (s) => s.context.draft.kind);
  return <AddTitle kind={kind} />;
}

/** The edit form's title: the card the edit flow is about. */
function EditTitleOf({ actor }: { actor: ActorRefFrom<typeof walletEditCardMachine> }) {
  const method = useSelector(actor, (s) => s.context.method);
  return <EditTitle method={method} />;
}

/** After the generic message (spec billing §8 "payment methods unavailable"): what failed, and a retry. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card--empty" data-testid="wallet-unavailable">
      <p>
        <Trans>Your saved payment methods could not be loaded.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** What the last add, edit, delete or Auto Pay change ended in. */
function Notice({ notice }: { notice: WalletNotice | null }) {
  const deleteFailure = useDeleteFailureText();
  if (!notice) return null;
  const ok = (text: ReactNode) => (
    <p className="notice notice--success" role="status" data-testid="wallet-notice">
      {text}
    </p>
  );
  const failed = (text: ReactNode) => (
    <p className="notice notice--error" role="alert" data-testid="wallet-notice">
      {text}
    </p>
  );
  switch (notice.kind) {
    case 'added':
      return ok(<Trans>Your payment method was saved.</Trans>);
    case 'updated':
      return ok(<Trans>Your card was updated.</Trans>);
    case 'deleted':
      return ok(<Trans>Your payment method was deleted.</Trans>);
    case 'autoPayChanged':
      return ok(<Trans>Auto Pay now uses your new method. You can delete the old one.</Trans>);
    case 'autoPayNotChanged':
      return failed(<Trans>Your Auto Pay method was not changed, so the method it uses can't be deleted yet.</Trans>);
    case 'deleteFailed':
      return failed(deleteFailure(notice.code));
    case 'autoPayUnavailable':
      return failed(<Trans>Sorry, something didn't work as it should. Please try again later.</Trans>);
  }
}
