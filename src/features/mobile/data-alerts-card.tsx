import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MobileOverview } from '../../api/mobile-account';
import { mobileDataAlerts } from '../../api/flows-mobile';
import type { DataNotifications } from '../../domain/mobile-data-notifications';
import { mobileRefusal, type Role } from '../../domain/roles';
import { useFlow } from '../../shell/use-flow';
import { Fact } from '../../ui/facts';
import { ChangeFailureText } from './change-failure-text';
import { ChangeButtons } from './change-buttons';

type Settings = NonNullable<MobileOverview['dataNotificationSettings']>;

/**
 * The data-usage alerts (spec platform §3 data-notification settings): every role reads them;
 * ADMIN and PRIMARY change them with the mobileDataAlerts flow (src/domain/roles.ts mobileRefusal).
 */
export function DataAlertsCard({ settings, role }: { settings: Settings; role: Role }) {
  const [saved, setSaved] = useState<DataNotifications>({
    dataNotificationEnabled: settings.dataNotificationEnabled,
    dataNotificationsThreshold: settings.dataNotificationsThreshold,
  });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const label = settings.dataTierOptions.find((o) => o.value === saved.dataNotificationsThreshold)?.label ?? `${saved.dataNotificationsThreshold}%`;
  return (
    <section className="card" aria-labelledby="mobile-alerts" data-testid="data-alerts">
      <h2 id="mobile-alerts" className="card__title">
        <Trans>Data alerts</Trans>
      </h2>
      <dl className="facts">
        <Fact label={<Trans>Alerts</Trans>} testId="alerts-state">
          {saved.dataNotificationEnabled ? <Trans>On, at {label} of a plan's allowance</Trans> : <Trans>Off</Trans>}
        </Fact>
      </dl>
      {done ? (
        <p role="status" className="notice notice--success" data-testid="alerts-saved">
          <Trans>The data alerts are saved.</Trans>
        </p>
      ) : null}
      {mobileRefusal(role) ? null : open ? (
        <DataAlertsForm
          settings={saved}
          tierOptions={settings.dataTierOptions}
          onSaved={(next) => {
            setSaved(next);
            setDone(true);
            setOpen(false);
          }}
          onClosed={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          <Trans>Change data alerts</Trans>
        </button>
      )}
    </section>
  );
}

function DataAlertsForm({
  settings,
  tierOptions,
  onSaved,
  onClosed,
}: {
  settings: DataNotifications;
  tierOptions: Settings['dataTierOptions'];
  onSaved: (settings: DataNotifications) => void;
  onClosed: () => void;
}) {
  const { t } = useLingui();
  const { snapshot, send } = useFlow(mobileDataAlerts, { settings, tierOptions });
  const { draft, output } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // the card shows what the flow saved, and closes the form when it ends without a failure to say
  useEffect(() => {
    if (output?.outcome === 'saved') onSaved(output.settings);
    if (output?.outcome === 'cancelled') onClosed();
  }, [output, onSaved, onClosed]);
  const ended = output?.outcome === 'refused' || output?.outcome === 'failed' ? output : null;
  return (
    <form
      className="mobile__form"
      noValidate
      data-testid="alerts-form"
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'save' });
      }}
    >
      <label className="check">
        <input
          type="checkbox"
          checked={draft.dataNotificationEnabled}
          disabled={busy || ended !== null}
          onChange={(e) => send({ type: 'alerts.set', draft: { ...draft, dataNotificationEnabled: e.target.checked } })}
        />
        <span>{t`Alert me when a plan's data reaches the level below`}</span>
      </label>
      <div className="field">
        <label className="field__label" htmlFor="alerts-level">
          <Trans>Alert level</Trans>
        </label>
        <select
          id="alerts-level"
          className="field__input"
          value={draft.dataNotificationsThreshold}
          disabled={busy || ended !== null}
          onChange={(e) => send({ type: 'alerts.set', draft: { ...draft, dataNotificationsThreshold: Number(e.target.value) } })}
        >
          {tierOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {ended ? <ChangeFailureText reason={ended.reason} testId="alerts-failed" /> : null}
      <ChangeButtons failed={ended !== null} busy={busy} save={<Trans>Save alerts</Trans>} onCancel={() => send({ type: 'cancel' })} onClosed={onClosed} />
    </form>
  );
}
