import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { saveErrorText } from './messages';

/** Save and Cancel of a network form: Save is the form's submit; both wait while the call is out. */
export function FormButtons({ busy, saveLabel, onCancel }: { busy: boolean; saveLabel: ReactNode; onCancel: () => void }) {
  return (
    <div className="equipment__buttons">
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : saveLabel}
      </button>
      <button type="button" className="button button--small button--ghost" disabled={busy} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** Why the last save did not go through, announced. */
export function SaveError({ code, testId }: { code: string | null; testId: string }) {
  const { t } = useLingui();
  if (!code) return null;
  return (
    <p role="alert" className="field__error" data-testid={testId}>
      {t(saveErrorText(code))}
    </p>
  );
}

/** One panel of the network section: a titled block with its own heading (level 3). */
export function Panel({ id, title, children, actions }: { id: string; title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="network__panel" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="network__panel-head">
        <h3 id={`${id}-title`} className="network__panel-title">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
