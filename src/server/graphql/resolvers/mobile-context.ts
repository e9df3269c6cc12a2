import { businessToday } from '../../context';
import type { MobileReadContext } from '../../views/mobile';
import type { ResolverContext } from '../resolver-context';

// What the mobile reads and changes share: the caller's view of the store on the server clock,
// and the simulated network's timing for a line feature change.

export const mobileReadContext = ({ server, caller }: ResolverContext): MobileReadContext => ({
  state: server.store.state,
  accountId: caller.account.id,
  now: server.clock.now(),
  today: businessToday(server),
});

/** A feature change when the store says nothing: applied 8 s after it is accepted; poll after 2 s, every 2 s, for 30 s. */
const LINE_FEATURE_TIMING = { offlineSeconds: 8, startDelaySeconds: 2, intervalSeconds: 2, durationSeconds: 30 };

/** How long the simulated network takes to apply a feature change (config.lineFeatureChange), and the polling guidance the answers carry. */
export function lineFeatureTiming({ server }: Pick<ResolverContext, 'server'>) {
  const { offlineSeconds, ...timing } = server.store.state.config.lineFeatureChange ?? LINE_FEATURE_TIMING;
  return { applySeconds: offlineSeconds, guidelines: { featureToUseForPolling: 'lineFeaturesUpdateRequestStatus', ...timing } };
}
