import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { GenericError } from './generic-error';

/**
 * A page whose reads failed (spec billing §8 "billing info fails to load"): the generic message
 * with OK first, then what could not be loaded and a way to try again (the route loads anew).
 */
export function LoadFailed({ what }: { what: ReactNode }) {
  const router = useRouter();
  const [acknowledged, setAcknowledged] = useState(false);
  if (!acknowledged) return <GenericError onOk={() => setAcknowledged(true)} takeFocus />;
  return (
    <div className="card card--empty">
      <p>{what}</p>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
