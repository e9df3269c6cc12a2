import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { fetchMobileDevices, type MobileDevices } from '../../api/mobile';
import { mobileStanding, type MobileStanding } from '../../domain/delinquency';
import { mobileAutoPayMissing } from '../../domain/mobile-autopay';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';
import { ReadCard } from './read-card';

// spec billing §4: the mobile delinquency states
const STANDING: Record<MobileStanding, MessageDescriptor> = {
  pastDue: msg`Mobile past due`,
  hotlined: msg`Mobile hotlined: calls limited to customer care until paid`,
  temporarilyDisconnected: msg`Mobile temporarily disconnected until paid`,
  inactive: msg`Mobile service inactive`,
};

/**
 * spec billing §2 billing home: the mobile devices balance card, per financed device what is
 * left, the monthly installment, the installments left and how much is paid; with the mobile
 * account's delinquency state (spec billing §4). It reads on its own: its failure is its alone.
 * An account without mobile service has no card. Mobile Auto Pay is required (spec billing §5;
 * src/domain/mobile-autopay.ts): while the account's Auto Pay does not cover Mobile, the card says so.
 */
export function MobileDevicesCard({ autoPay }: { autoPay: { enrolled: boolean; services: readonly string[] } }) {
  return (
    <ReadCard
      name="mobile-devices"
      read={fetchMobileDevices}
      hidden={(data) => data.mobileBalance === null}
      title={<Trans>Mobile devices balance</Trans>}
      loading={<Trans>Loading your mobile devices…</Trans>}
      failure={<Trans>Your mobile billing information could not be loaded.</Trans>}
    >
      {(data) => (
        <>
          <MobileDevicesList data={data} />
          {mobileAutoPayMissing({ hasMobile: true, autoPay }) ? <MobileAutoPayRequired /> : null}
          <p className="card__text">
            <Link to="/services/mobile" className="link" data-testid="billing-mobile-link">
              <Trans>Your mobile lines, devices and data usage</Trans>
            </Link>
          </p>
        </>
      )}
    </ReadCard>
  );
}

function MobileDevicesList({ data }: { data: MobileDevices }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const balance = data.mobileBalance!;
  const standing = mobileStanding({ status: balance.accountStatus, pastDue: balance.pastDue });
  const financed = data.devices.flatMap((d) => (d.financing ? [{ ...d, financing: d.financing }] : []));
  const pastDue = format.money(balance.pastDue);
  return (
    <>
      {standing ? (
        <div className="balance__alert" role="status" data-testid="mobile-standing" data-standing={standing}>
          <span className="badge badge--danger">{i18n._(STANDING[standing])}</span>
          {balance.pastDue > 0 ? (
            <p>
              <Trans>{pastDue} of your mobile balance is past due.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {financed.length === 0 ? (
        <p className="card__text">
          <Trans>No device is being paid off in installments.</Trans>
        </p>
      ) : (
        <ul className="mobile-devices__list">
          {financed.map(({ deviceId, brand, model, financing }) => {
            const left = financing.remainingPaymentCount;
            const percent = financing.percentPaid;
            return (
              <li key={deviceId} className="mobile-devices__device" data-testid="mobile-device">
                <h3 className="mobile-devices__name">
                  {brand} {model}
                </h3>
                <dl className="facts facts--compact">
                  <Fact label={<Trans>Remaining balance</Trans>}>{format.money(financing.remainingBalance)}</Fact>
                  <Fact label={<Trans>Monthly installment</Trans>}>{format.money(financing.monthlyDevicePayment)}</Fact>
                  <Fact label={<Trans>Installments left</Trans>}>{left}</Fact>
                  <Fact label={<Trans>Paid off</Trans>}>
                    <Trans>{percent}%</Trans>
                  </Fact>
                </dl>
                <progress className="mobile-devices__progress" max={100} value={percent} aria-label={i18n._(msg`Paid off`)} />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** spec billing §5: Mobile Auto Pay is required, and only on a card. */
function MobileAutoPayRequired() {
  return (
    <div className="notice notice--warning mobile-autopay-required" data-testid="mobile-autopay-required">
      <p>
        <Trans>Mobile Auto Pay is required. Set up Auto Pay for your mobile lines with a credit or debit card.</Trans>
      </p>
      <Link to="/billing/pay-bill" search={{ open: 'ap' }} className="button">
        <Trans>Set up Mobile Auto Pay</Trans>
      </Link>
    </div>
  );
}
