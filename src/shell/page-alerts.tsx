import { useLingui } from '@lingui/react/macro';
import { useAfterNavigate } from './use-after-navigate';
import { clearPageAlerts, dismissPageAlert, usePageAlerts } from './page-alerts-store';

/**
 * The page-alert area (spec platform §2). Alerts belong to the page they were raised on and
 * are cleared when the user moves to another page. Errors interrupt (role=alert); the others wait.
 */
export function PageAlerts() {
  const { t } = useLingui();
  const alerts = usePageAlerts();
  useAfterNavigate(clearPageAlerts);

  return (
    <div className="page-alerts" aria-live="polite">
      {alerts.map((alert) => (
        <div key={alert.id} className={`page-alert page-alert--${alert.kind}`} role={alert.kind === 'error' ? 'alert' : 'status'}>
          <p>{t(alert.message)}</p>
          <button type="button" className="button button--small" onClick={() => dismissPageAlert(alert.id)}>
            {t`OK`}
          </button>
        </div>
      ))}
    </div>
  );
}
