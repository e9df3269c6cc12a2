import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import type { MobileDevice } from '../../api/mobile-account';
import { useMobileFormat } from './use-mobile-format';
import { useDocumentTitle } from '../../shell/use-document-title';
import { Fact } from '../../ui/facts';
import { AsOf } from './as-of';
import { DeviceSwap } from './device-swap';
import { InternationalUsageCard } from './international-usage';
import { LineFeatures } from './line-features';
import { LineRename } from './line-rename';
import { LineUsageState } from './line-usage-state';
import { MobileBillingLinks } from './mobile-links';
import { LINE_STATUS, LINE_TYPE, SIM_TYPE, UPGRADE_ELIGIBILITY, wordsFor } from './mobile-words';
import { deviceName } from '../../domain/mobile-display-format';
import { Forecast } from './plan-groups';
import { UsageByDay } from './usage-by-day';
import './mobile.css';

const route = getRouteApi('/auth/services/mobile/lines/$lineId');

/**
 * /services/mobile/lines/$lineId (spec platform §3): one line, its device, this cycle's usage by
 * day and its forecast, international usage, its features, its name and its device; the changes
 * for ADMIN and PRIMARY (src/domain/roles.ts mobileRefusal). A line of another account is 404.
 */
export function MobileLinePage() {
  const { i18n } = useLingui();
  const format = useMobileFormat();
  const router = useRouter();
  const { profile } = route.useRouteContext();
  const { lineDetails, dataUsage, devices } = route.useLoaderData();
  const { line, device, plan } = lineDetails;
  useDocumentTitle(line.lineName);
  // a change the server made is read again with the page, so every figure stays the server's
  const reread = () => void router.invalidate();
  const used = format.data(line.dataUsedMb);
  const allowance = format.data(plan.allowedDataUsage);
  return (
    <div className="page mobile">
      <p className="page__back">
        <Link to="/services/mobile" className="link">
          <Trans>All mobile lines</Trans>
        </Link>
      </p>
      <h1 className="page__title" data-testid="line-title">
        {line.lineName}
      </h1>
      <MobileBillingLinks role={profile.role} />
      <div className="mobile__grid">
        <section className="card" aria-labelledby="line-about">
          <h2 id="line-about" className="card__title">
            <Trans>About this line</Trans>
          </h2>
          <dl className="facts">
            <Fact label={<Trans>Number</Trans>}>{line.lineNumber}</Fact>
            <Fact label={<Trans>Status</Trans>} testId="line-status">
              {wordsFor(LINE_STATUS, line.status, i18n)}
            </Fact>
            <Fact label={<Trans>Line for</Trans>}>{wordsFor(LINE_TYPE, line.type, i18n)}</Fact>
            <Fact label={<Trans>Plan</Trans>}>{line.planName}</Fact>
            <Fact label={<Trans>SIM</Trans>}>{wordsFor(SIM_TYPE, line.simType, i18n)}</Fact>
          </dl>
          <LineRename lineId={line.lineId} lineName={line.lineName} role={profile.role} onSaved={reread} />
        </section>
        <section className="card" aria-labelledby="line-usage">
          <h2 id="line-usage" className="card__title">
            <Trans>Data this cycle</Trans>
          </h2>
          <dl className="facts">
            <Fact label={<Trans>This line used</Trans>} testId="line-used">
              {used}
            </Fact>
            <Fact label={<Trans>Plan group's allowance</Trans>}>{allowance}</Fact>
            <Fact label={<Trans>Speed</Trans>}>{line.throttled ? <Trans>Slowed down</Trans> : <Trans>Full speed</Trans>}</Fact>
            <LineUsageState line={line} plan={plan} />
          </dl>
          <Forecast plan={plan} />
          <AsOf asOf={plan.asOf} />
        </section>
        <DeviceCard device={device} />
      </div>
      <DeviceSwap lineId={line.lineId} accountImeis={devices.map((d) => d.imei)} role={profile.role} onSwapped={reread} />
      <LineFeatures line={line} role={profile.role} onChanged={reread} />
      <UsageByDay usage={dataUsage} />
      <InternationalUsageCard lineId={line.lineId} today={dataUsage.days.at(-1)?.date ?? dataUsage.cycleStart} cycleStart={dataUsage.cycleStart} />
    </div>
  );
}

/** spec platform §3 devices: what it is, how it is paid for, protected and upgraded. */
function DeviceCard({ device }: { device: MobileDevice | null }) {
  const { i18n } = useLingui();
  const format = useMobileFormat();
  return (
    <section className="card" aria-labelledby="line-device" data-testid="line-device">
      <h2 id="line-device" className="card__title">
        <Trans>Device</Trans>
      </h2>
      {device ? (
        <dl className="facts">
          <Fact label={<Trans>Model</Trans>}>{deviceName(device)}</Fact>
          <Fact label={<Trans>Colour</Trans>}>{device.color}</Fact>
          <Fact label={<Trans>Capacity</Trans>}>{device.capacity}</Fact>
          <Fact label={<Trans>IMEI</Trans>} mono testId="device-imei">
            {device.imei}
          </Fact>
          <Fact label={<Trans>SIM</Trans>}>{wordsFor(SIM_TYPE, device.activationType, i18n)}</Fact>
          <Fact label={<Trans>Carrier lock</Trans>}>{device.isLocked ? <Trans>Locked to our network</Trans> : <Trans>Unlocked</Trans>}</Fact>
          <Fact label={<Trans>5G</Trans>}>{device.is5G ? <Trans>Yes</Trans> : <Trans>No</Trans>}</Fact>
          <Fact label={<Trans>Bought</Trans>}>
            {device.isBYOD ? <Trans>Brought by you</Trans> : device.financed ? <Trans>In installments</Trans> : <Trans>Paid in full</Trans>}
          </Fact>
          {device.financing ? <Financing financing={device.financing} /> : null}
          <Fact label={<Trans>Insurance</Trans>}>
            {device.insurancePlan ? `${device.insurancePlan.name} (${format.money(device.insurancePlan.cost)})` : <Trans>None</Trans>}
          </Fact>
          <Fact label={<Trans>Upgrade</Trans>}>{wordsFor(UPGRADE_ELIGIBILITY, device.upgradeEligibilityStatus, i18n)}</Fact>
        </dl>
      ) : (
        <p>
          <Trans>No device is on this line.</Trans>
        </p>
      )}
    </section>
  );
}

function Financing({ financing }: { financing: NonNullable<MobileDevice['financing']> }) {
  const format = useMobileFormat();
  const remaining = format.money(financing.remainingBalance);
  const monthly = format.money(financing.monthlyDevicePayment);
  const current = financing.currentBillInstallment;
  const total = financing.totalNumOfInstallments;
  const left = financing.remainingPaymentCount;
  return (
    <>
      <Fact label={<Trans>Left to pay</Trans>} testId="device-remaining">
        {remaining}
      </Fact>
      <Fact label={<Trans>Installments</Trans>}>
        <Trans>
          {monthly} a month, installment {current} of {total}, {left} left
        </Trans>
      </Fact>
    </>
  );
}
