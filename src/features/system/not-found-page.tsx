import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useSession } from '../../shell/use-session';

/** /404: unknown addresses, screens not available yet, and navigation errors (spec platform §2, §4). */
export function NotFoundPage() {
  const { t } = useLingui();
  const session = useSession();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">
        <Trans>We can't find that page</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>The address may be mistyped, or the page is not available in the portal.</Trans>
      </p>
      {session.status === 'signedIn' ? (
        <Link to="/account-summary" className="button button--primary">
          <Trans>Go to Account Summary</Trans>
        </Link>
      ) : (
        <Link to="/login" className="button button--primary">
          <Trans>Go to sign in</Trans>
        </Link>
      )}
    </section>
  );
}
