import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

/**
 * The one generic user message (spec platform §8, billing §8), dismissed with an OK button.
 * Spanish: "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."
 * `takeFocus`: when the message replaces the page's content, focus moves onto its OK (where the
 * user's next step is, as a dialog moves focus into itself); inline in a page it stays put.
 */
export function GenericError({ onOk, takeFocus = false }: { onOk: () => void; takeFocus?: boolean }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) ok.current?.focus();
  }, [takeFocus]);
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__text">
        <Trans>Sorry, something didn't work as it should. Please try again later.</Trans>
      </p>
      <button ref={ok} type="button" className="button" onClick={onOk}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
