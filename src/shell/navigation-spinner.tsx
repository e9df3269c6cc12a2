import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';

/**
 * spec platform §4: navigation start shows the spinner, its end (or an error) hides it. The
 * status region is always in the page so screen readers announce it when loading starts.
 */
export function NavigationSpinner() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  return (
    <div className="nav-spinner" role="status" data-active={loading} data-testid="navigation-spinner">
      {loading ? (
        <span className="nav-spinner__pill">
          <span className="spinner" aria-hidden="true" />
          <span>{t`Loading…`}</span>
        </span>
      ) : null}
    </div>
  );
}
