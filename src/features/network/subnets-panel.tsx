import { Trans } from '@lingui/react/macro';
import type { RouterNetwork } from '../../domain/router-network';
import { Panel } from './form-parts';

/** Static IP subnets, for accounts that have them (spec platform §3): read only, set by the provider. */
export function StaticSubnetsPanel({ network }: { network: RouterNetwork }) {
  if (network.staticIpSubnets.length === 0) return null;
  return (
    <Panel id="network-static" title={<Trans>Static IP addresses</Trans>}>
      <ul className="network__list">
        {network.staticIpSubnets.map((s) => (
          <li key={s.networkAddress} className="network__item" data-testid={`static-${s.networkAddress}`}>
            <p className="network__item-title">
              <strong className="device-facts__code">
                {s.networkAddress}/{s.prefixLength}
              </strong>
            </p>
            <p className="network__item-line">
              <Trans>
                Usable: <span className="device-facts__code">{s.firstUsable}</span> to <span className="device-facts__code">{s.lastUsable}</span>; gateway{' '}
                <span className="device-facts__code">{s.gateway}</span>
              </Trans>
            </p>
          </li>
        ))}
      </ul>
      <p className="field__hint">
        <Trans>Your static addresses are set by us. To change them, contact business support.</Trans>
      </p>
    </Panel>
  );
}
