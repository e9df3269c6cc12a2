import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LineFeature, MobileLine } from '../../api/mobile-account';
import { mobileLineFeature } from '../../api/flows-mobile';
import type { LineFeatureCode, RequestedFeatureStatus } from '../../domain/mobile-line-features';
import { mobileRefusal, type Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';
import { screenMeta } from '../../../machines/parts/screen';
import { ChangeFailureText } from './change-failure-text';
import { FEATURE_NAME, FEATURE_STATUS } from './mobile-words';

interface Change {
  feature: LineFeature;
  requested: RequestedFeatureStatus;
}

/**
 * A line's features (spec platform §3 line features), on or off; ADMIN and PRIMARY turn one on or
 * off with the mobileLineFeature flow (asked, requested, its status polled until done, failed or
 * still pending), one change at a time.
 */
export function LineFeatures({ line, role, onChanged }: { line: MobileLine; role: Role; onChanged: () => void }) {
  const { i18n } = useLingui();
  const [change, setChange] = useState<Change | null>(null);
  const changes = mobileRefusal(role) === null;
  return (
    <section className="card" aria-labelledby="line-features" data-testid="line-features">
      <h2 id="line-features" className="card__title">
        <Trans>Line features</Trans>
      </h2>
      <div className="mobile__table-wrap">
        <table className="mobile-table">
          <caption className="visually-hidden">
            <Trans>Line features</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Feature</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              {changes ? (
                <th scope="col">
                  <Trans>Change</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {line.features.map((feature) => {
              const name = i18n._(FEATURE_NAME[feature.code]);
              return (
                <tr key={feature.code} data-testid={`feature-${feature.code}`}>
                  <th scope="row">{name}</th>
                  <td>{feature.pendingRequestId ? <Trans>Change being applied</Trans> : i18n._(FEATURE_STATUS[feature.status])}</td>
                  {changes ? (
                    <td>
                      {feature.status === 'INELIGIBLE' || feature.pendingRequestId ? null : (
                        <button
                          type="button"
                          className="button button--small button--ghost"
                          disabled={change !== null}
                          onClick={() => setChange({ feature, requested: feature.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' })}
                        >
                          {feature.status === 'ENABLED' ? <Trans>Turn off {name}</Trans> : <Trans>Turn on {name}</Trans>}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {change ? (
        <FeatureChange
          lineId={line.lineId}
          lineStatus={line.status}
          change={change}
          onEnded={(changed) => {
            if (changed) onChanged();
          }}
          onClosed={() => setChange(null)}
        />
      ) : null}
    </section>
  );
}

function FeatureChange({
  lineId,
  lineStatus,
  change,
  onEnded,
  onClosed,
}: {
  lineId: string;
  lineStatus: string;
  change: Change;
  /** the flow ended: whether the line's features may have changed */
  onEnded: (changed: boolean) => void;
  onClosed: () => void;
}) {
  const { i18n } = useLingui();
  const { feature, requested } = change;
  const { snapshot, send } = useFlow(mobileLineFeature, {
    lineId,
    lineStatus,
    feature: feature.code,
    current: feature.status,
    requested,
    pending: feature.pendingRequestId !== null,
  });
  const { outcome, reason } = snapshot.context;
  const name = i18n._(FEATURE_NAME[feature.code as LineFeatureCode]);
  useEffect(() => {
    if (outcome === 'kept') onClosed();
    else if (outcome) onEnded(outcome !== 'failed');
  }, [outcome, onClosed, onEnded]);
  return (
    <div className="mobile__change" data-testid="feature-change" data-state={JSON.stringify(snapshot.value)} aria-live="polite">
      {screenMeta(snapshot).dialog === 'confirm' ? (
        <>
          <p>{requested === 'ENABLED' ? <Trans>Turn on {name} for this line?</Trans> : <Trans>Turn off {name} for this line?</Trans>}</p>
          <div className="mobile__buttons">
            <button type="button" className="button button--small" onClick={() => send({ type: 'confirm' })}>
              {requested === 'ENABLED' ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => send({ type: 'keep' })}>
              <Trans>Keep as it is</Trans>
            </button>
          </div>
        </>
      ) : snapshot.hasTag('busy') ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>The network is applying the change. This can take a minute.</Trans>
        </p>
      ) : (
        <>
          {outcome === 'done' ? (
            <p role="status" className="notice notice--success" data-testid="feature-done">
              {requested === 'ENABLED' ? <Trans>{name} is on.</Trans> : <Trans>{name} is off.</Trans>}
            </p>
          ) : outcome === 'pending' ? (
            <p role="status" className="notice" data-testid="feature-pending">
              <Trans>The change is still being applied. Check this page again in a few minutes.</Trans>
            </p>
          ) : outcome === 'failed' ? (
            <ChangeFailureText reason={reason} testId="feature-failed" />
          ) : null}
          <button type="button" className="button button--small button--ghost" onClick={onClosed}>
            <Trans>Close</Trans>
          </button>
        </>
      )}
    </div>
  );
}
