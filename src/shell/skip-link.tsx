import { Trans } from '@lingui/react/macro';

/** First stop of the keyboard: straight to the page content, past header and menu. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      <Trans>Skip to main content</Trans>
    </a>
  );
}
