import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import type { NewMethodDraft } from '../../../machines/autopay/auto-pay.checks';
import type { WalletMethod } from '../../domain/wallet';
import { MethodName } from '../../ui/method-name';

/**
 * The frame of the wallet's add and edit forms, with their titles: the forms' code comes after
 * the list (./later-views.tsx), and until it is here the frame shows with its title and a busy
 * note. The form replaces the list: the focus moves to its title, where a keyboard user goes on
 * from; the form's own frame takes it again when it mounts.
 */
export function FormFrame({ testId, title, children }: { testId: 'wallet-add' | 'wallet-edit'; title: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card step wallet-form" aria-labelledby="wallet-form-title" data-testid={testId}>
      <h2 id="wallet-form-title" ref={heading} className="step__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const AddTitle = ({ kind }: { kind: NewMethodDraft['kind'] }) => (kind === 'card' ? <Trans>Add a card</Trans> : <Trans>Add a bank account</Trans>);

export const EditTitle = ({ method }: { method: WalletMethod }) => (
  <Trans>
    Edit <MethodName method={method} />
  </Trans>
);

/** What a form shows under its title while its code is on the way (rarely seen: it is fetched once the list shows). */
export function FormLoading() {
  return (
    <p className="busy-note" role="status" data-testid="wallet-form-loading">
      <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
    </p>
  );
}
