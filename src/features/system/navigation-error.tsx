import { useLingui } from '@lingui/react/macro';
import { Navigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../api/errors';
import { useDocumentTitle } from '../../shell/use-document-title';
import { GenericError } from '../../ui/generic-error';

/**
 * The root error boundary. spec platform §4: a navigation error (a failed guard, a chunk that did
 * not load) goes to /404. A backend that cannot be reached is not a missing page: it gets the
 * generic message, and OK tries again.
 */
export function NavigationErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (!isApiError(error, 'UNREACHABLE', 'SERVICE_UNAVAILABLE', 'INTERNAL', 'BAD_RESPONSE')) {
    return <Navigate to="/404" replace />;
  }
  return (
    <BackendDown
      onOk={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

function BackendDown({ onOk }: { onOk: () => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  return (
    <main id="main-content" className="public-main" tabIndex={-1}>
      <section className="status-page">
        <GenericError onOk={onOk} takeFocus />
      </section>
    </main>
  );
}
