import { Trans } from '@lingui/react/macro';
import type { AutoPayService } from '../domain/autopay';

/** spec billing §1, §3: Auto Pay covers the core services (Internet, TV, Business Phone) or Mobile. */
export function ServiceName({ service }: { service: AutoPayService }) {
  return service === 'CORE' ? <Trans>Core services</Trans> : <Trans>Mobile</Trans>;
}

export function ServiceDetails({ service }: { service: AutoPayService }) {
  return service === 'CORE' ? <Trans>Internet, TV and Business Phone</Trans> : <Trans>Your mobile lines and devices</Trans>;
}

/** The services of an enrollment, in order, as one phrase. */
export function ServicesList({ services }: { services: readonly AutoPayService[] }) {
  return (
    <>
      {services.map((service, i) => (
        <span key={service}>
          {i > 0 ? ', ' : null}
          <ServiceName service={service} />
        </span>
      ))}
    </>
  );
}

/** The debit day, a day of the month (spec billing §2 calendar). */
export function DebitDayText({ day }: { day: number }) {
  return <Trans>Day {day} of each month</Trans>;
}
