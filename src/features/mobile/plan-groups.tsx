import { Trans, useLingui } from '@lingui/react/macro';
import type { MobilePlan } from '../../api/mobile-account';
import { useMobileFormat } from './use-mobile-format';
import { Fact } from '../../ui/facts';
import { AsOf } from './as-of';
import { USAGE_STATE } from './mobile-words';

/** One plan group: its pooled allowance, what its lines used, overage and the data-throttle limit, the forecast (spec platform §3 plans). */
export function PlanGroupFacts({ plan }: { plan: MobilePlan }) {
  const { i18n } = useLingui();
  const format = useMobileFormat();
  const used = format.data(plan.totalUsedData);
  const allowance = format.data(plan.allowedDataUsage);
  return (
    <>
      <dl className="facts">
        <Fact label={<Trans>Shared allowance</Trans>}>{allowance}</Fact>
        <Fact label={<Trans>Used this cycle</Trans>} testId="plan-used">
          <Trans>
            {used} of {allowance}
          </Trans>
        </Fact>
        <Fact label={<Trans>Usage state</Trans>}>{i18n._(USAGE_STATE[plan.usageState])}</Fact>
        <Fact label={<Trans>Overage per GB</Trans>}>
          {plan.overageAmountPerGB === 0 ? <Trans>None: data is slowed down instead</Trans> : format.money(plan.overageAmountPerGB)}
        </Fact>
        <Fact label={<Trans>Data slowed down after</Trans>}>{plan.dataThrottleLimit === null ? <Trans>Never</Trans> : `${plan.dataThrottleLimit} GB`}</Fact>
        <Fact label={<Trans>Cycle</Trans>}>
          {format.date(plan.cycleStart, 'medium')} – {format.date(plan.cycleEnd, 'medium')}
        </Fact>
      </dl>
      <Forecast plan={plan} />
      <AsOf asOf={plan.asOf} />
    </>
  );
}

/** The usage forecast: at this cycle's pace, the day the pool runs out and the overage it would cost (src/domain/mobile-usage-forecast.ts). */
export function Forecast({ plan }: { plan: MobilePlan }) {
  const format = useMobileFormat();
  const { runsOutOn, projectedOverage, projectedMb } = plan.forecast;
  const projected = format.data(projectedMb);
  const day = runsOutOn ? format.date(runsOutOn) : null;
  const overage = format.money(projectedOverage);
  return (
    <div className="mobile__forecast" data-testid="forecast">
      <h3 className="mobile__subtitle">
        <Trans>Forecast at this pace</Trans>
      </h3>
      <p>
        <Trans>By the end of the cycle: {projected}.</Trans>{' '}
        {day ? <Trans>The shared allowance runs out on {day}.</Trans> : <Trans>The shared allowance lasts the cycle.</Trans>}{' '}
        {projectedOverage > 0 ? <Trans>Overage it would cost: {overage}.</Trans> : null}
      </p>
    </div>
  );
}
