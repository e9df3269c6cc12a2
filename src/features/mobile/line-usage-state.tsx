import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { MobileLine, MobilePlan } from '../../api/mobile-account';
import { mobileUsageState } from '../../api/flows-mobile';
import { MB_PER_GB, UsageState } from '../../domain/mobile-usage-state';
import { useFlow } from '../../shell/use-flow';
import { Fact } from '../../ui/facts';
import { USAGE_STATE } from './mobile-words';

/**
 * A line's usage state (spec platform §3 plans; src/domain/mobile-usage-state.ts), followed by the
 * mobileUsageState flow from the readings the page has: each reading read again with the page is
 * sent to it, and a rise says one alert, naming the highest threshold crossed.
 */
export function LineUsageState({ line, plan }: { line: MobileLine; plan: MobilePlan }) {
  const { i18n } = useLingui();
  const { snapshot, send } = useFlow(mobileUsageState, undefined);
  const { totalUsedData, allowedDataUsage, dataThrottleLimit } = plan;
  const { throttled } = line;
  useEffect(() => {
    send({
      type: 'reading',
      usedMb: totalUsedData,
      allowanceMb: allowedDataUsage,
      throttleLimitMb: dataThrottleLimit === null ? null : dataThrottleLimit * MB_PER_GB,
      throttled,
    });
  }, [send, totalUsedData, allowedDataUsage, dataThrottleLimit, throttled]);
  const state = UsageState.parse(String(snapshot.value).toUpperCase());
  const alert = snapshot.context.alerts.at(-1);
  return (
    <>
      <Fact label={<Trans>Usage state</Trans>} testId="line-usage-state">
        <span data-state={JSON.stringify(snapshot.value)}>{i18n._(USAGE_STATE[state])}</span>
      </Fact>
      {alert ? (
        <Fact label={<Trans>Alert</Trans>} testId="line-usage-alert">
          {i18n._(USAGE_STATE[alert.state])}
        </Fact>
      ) : null}
    </>
  );
}
