import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../shell/use-document-title';

/** Where a 401 IN_MAINTENANCE sends the user, signed out (spec platform §8). */
export function MaintenancePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Down for maintenance`);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <svg className="status-page__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
      </svg>
      <h1 id="status-title">
        <Trans>We're down for maintenance</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The portal is being updated and you have been signed out. Please try again later.</Trans>
      </p>
      <Link to="/login" className="button button--primary">
        <Trans>Try signing in again</Trans>
      </Link>
    </section>
  );
}
