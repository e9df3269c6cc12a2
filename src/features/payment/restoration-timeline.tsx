import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { screenMeta } from '../../../machines/parts/screen';
import { serviceRestoration } from '../../api/flows-payment';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care';
import { restorationMinutes } from '../../domain/service-state';
import { useFlow } from '../../shell/use-flow';
import { PhoneLink } from '../../ui/phone-link';

/** How the note stands out: plain while it is followed, green when back, amber when not (yet) known to be. */
const NOTICE = { restoring: '', restored: ' notice notice--success', notRestored: ' notice notice--warning', unknown: ' notice notice--warning' };

/**
 * The restoration timeline on the confirmation of a payment that clears a soft disconnect
 * (machines/equipment/service-restoration.ts): payment received → restoring → restored, followed
 * on the account until service is back, or said plainly when it is not back in time, with what
 * to do. The machine decides; this renders its state.
 */
export function RestorationTimeline({ paidAt, restoresAt }: { paidAt: string; restoresAt: string }) {
  const { snapshot } = useFlow(serviceRestoration, { paidAt, restoresAt });
  const { screen } = screenMeta(snapshot);
  const outcome = snapshot.context.outcome;
  const minutes = restorationMinutes(paidAt, restoresAt);
  const restored = outcome === 'restored';
  const steps = [
    { key: 'received', label: <Trans>Payment received</Trans>, done: true },
    { key: 'restoring', label: <Trans>Restoring your service</Trans>, done: restored },
    { key: 'restored', label: <Trans>Service restored</Trans>, done: restored },
  ];
  const current = restored ? 'restored' : 'restoring';
  return (
    <section className="restoration card" aria-labelledby="restoration-title" data-testid="restoration" data-state={JSON.stringify(snapshot.value)}>
      <h3 id="restoration-title" className="restoration__title">
        <Trans>Your service</Trans>
      </h3>
      <ol className="restoration__steps">
        {steps.map((step) => (
          <li
            key={step.key}
            className={`restoration__step${step.done ? ' restoration__step--done' : ''}`}
            aria-current={step.key === current ? 'step' : undefined}
            data-testid={`restoration-${step.key}`}
          >
            <span className="restoration__mark" aria-hidden="true">
              {step.done ? '✓' : step.key === current && screen === 'restoring' ? '…' : ''}
            </span>
            {step.label}
          </li>
        ))}
      </ol>
      <p className={`restoration__note${NOTICE[outcome ?? 'restoring']}`} role="status" data-testid="restoration-note">
        {screen === 'restoring' ? (
          <Trans>We are restoring your service. This usually takes about {minutes} minutes; this page follows it.</Trans>
        ) : outcome === 'restored' ? (
          <Trans>Your service is back on.</Trans>
        ) : outcome === 'notRestored' ? (
          <Trans>
            Your service is not back yet. Restart your equipment from <Link to="/services">Services</Link>; if it is still off, call us at{' '}
            <PhoneLink digits={CUSTOMER_CARE_PHONE} />.
          </Trans>
        ) : (
          <Trans>
            We could not check on your service just now. Your payment went through, and service should be back within {minutes} minutes. If it is not, restart
            your equipment from <Link to="/services">Services</Link> or call us at <PhoneLink digits={CUSTOMER_CARE_PHONE} />.
          </Trans>
        )}
      </p>
    </section>
  );
}
