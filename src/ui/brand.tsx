import { Trans } from '@lingui/react/macro';

/** The portal's mark and name (spec platform §3 environment: site label "business portal"). */
export function Brand() {
  return (
    <span className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M9 21c4-9 10-11 14-11" />
      </svg>
      <span className="brand__name">
        <Trans>Business Portal</Trans>
      </span>
    </span>
  );
}
