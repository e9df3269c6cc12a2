import { Trans } from '@lingui/react/macro';
import { walletBadges, type WalletBadge, type WalletMethod } from '../../domain/wallet';

const CLASS: Record<WalletBadge, string> = {
  expired: 'badge badge--danger',
  expiringSoon: 'badge badge--pending',
  restricted: 'badge badge--danger',
  prepaid: 'badge',
  autoPay: 'badge badge--info',
  scheduled: 'badge badge--info',
};

function Words({ badge }: { badge: WalletBadge }) {
  switch (badge) {
    case 'expired':
      return <Trans>Expired</Trans>;
    case 'expiringSoon':
      return <Trans>Expires soon</Trans>;
    case 'restricted':
      return <Trans>Not accepted on this account</Trans>;
    case 'prepaid':
      return <Trans>Prepaid</Trans>;
    case 'autoPay':
      return <Trans>Used for Auto Pay</Trans>;
    case 'scheduled':
      return <Trans>Used for a scheduled payment</Trans>;
  }
}

/** A saved method's badges (src/domain/wallet.ts walletBadges): its state and what it pays. */
export function WalletBadges({ method }: { method: WalletMethod }) {
  const badges = walletBadges(method);
  if (badges.length === 0) return null;
  return (
    <ul className="wallet__badges">
      {badges.map((badge) => (
        <li key={badge} className={CLASS[badge]} data-testid={`badge-${badge}`}>
          <Words badge={badge} />
        </li>
      ))}
    </ul>
  );
}
