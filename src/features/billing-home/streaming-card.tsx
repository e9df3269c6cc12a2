import { Trans } from '@lingui/react/macro';
import { fetchStreamingSubscriptions, type StreamingSubscription } from '../../api/streaming';
import { useFormat } from '../../i18n/format';
import { ReadCard } from './read-card';

/**
 * spec billing §2 billing home: the streaming subscriptions card, each subscription's name,
 * monthly price and next renewal. It reads on its own (spec billing §8, "billing info fails to
 * load": the message and Try again), so its failure is its alone.
 */
export function StreamingCard() {
  return (
    <ReadCard
      name="streaming"
      read={fetchStreamingSubscriptions}
      title={<Trans>Streaming subscriptions</Trans>}
      loading={<Trans>Loading your streaming subscriptions…</Trans>}
      failure={<Trans>Your billing information could not be loaded.</Trans>}
      empty={<Trans>No streaming subscriptions are billed with this account.</Trans>}
    >
      {(subscriptions) => <StreamingList subscriptions={subscriptions} />}
    </ReadCard>
  );
}

function StreamingList({ subscriptions }: { subscriptions: StreamingSubscription[] }) {
  const format = useFormat();
  const total = format.money(subscriptions.reduce((sum, s) => sum + s.monthlyPrice, 0));
  return (
    <>
      <ul className="streaming__list">
        {subscriptions.map((s) => {
          const price = format.money(s.monthlyPrice);
          const renewal = format.date(s.renewalDate);
          return (
            <li key={s.id} className="streaming__item" data-testid="streaming-subscription">
              <span className="streaming__name">{s.name}</span>
              <span className="streaming__price">
                <Trans>{price}/month</Trans>
              </span>
              <span className="streaming__renewal">
                <Trans>Renews {renewal}</Trans>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="card__text" data-testid="streaming-total">
        <Trans>{total} a month in all</Trans>
      </p>
    </>
  );
}
