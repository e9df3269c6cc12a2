import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WalletPageEvent } from '../../../machines/wallet/wallet-page';
import type { WalletMethod } from '../../domain/wallet';
import { SavedMethodDetails } from '../../ui/flow-steps/saved-method';
import { BRAND_NAMES } from '../../ui/labels';
import { MethodName } from '../../ui/method-name';
import { WalletBadges } from './badges';

interface Props {
  methods: WalletMethod[];
  can: (event: WalletPageEvent) => boolean;
  send: (event: WalletPageEvent) => void;
}

/**
 * The saved methods (spec billing §2 wallet): brand and last four, expiry, badges, and what can
 * be done with each: Edit for a card (only a card is edited, §5), Delete for all. Each button
 * has an id, so a closed dialog gives the focus back to it.
 */
export function MethodList({ methods, can, send }: Props) {
  const { t } = useLingui();
  if (methods.length === 0)
    return (
      <p className="wallet__empty" data-testid="wallet-empty">
        <Trans>You have no saved payment methods.</Trans>
      </p>
    );
  return (
    <ul className="wallet__list" data-testid="wallet-list">
      {methods.map((method) => {
        const last4 = method.last4;
        const brand = method.brand ? BRAND_NAMES[method.brand] : t`Card`;
        const name = method.type === 'BANK' ? t`Bank account ending in ${last4}` : t`${brand} ending in ${last4}`;
        return (
          <li key={method.id} className="wallet__item" data-testid={`wallet-method-${method.id}`}>
            <div className="wallet__what">
              <p className="wallet__name">
                <MethodName method={method} />
              </p>
              <SavedMethodDetails method={method} />
              <WalletBadges method={method} />
            </div>
            <div className="wallet__actions">
              {can({ type: 'edit', id: method.id }) ? (
                <MethodAction id={`wallet-edit-${method.id}`} label={t`Edit ${name}`} onClick={() => send({ type: 'edit', id: method.id })}>
                  <Trans>Edit</Trans>
                </MethodAction>
              ) : null}
              <MethodAction id={`wallet-delete-${method.id}`} label={t`Delete ${name}`} onClick={() => send({ type: 'delete', id: method.id })}>
                <Trans>Delete</Trans>
              </MethodAction>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A saved method's Edit or Delete: named with the method for screen readers; its id is where the focus comes back to. */
function MethodAction({ id, label, onClick, children }: { id: string; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button id={id} type="button" className="button button--small" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
