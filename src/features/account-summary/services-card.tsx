import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Service } from '../../api/account';
import { SERVICE_KEY_LABELS, SERVICE_STATUS_LABELS } from '../../ui/labels';
import { serviceDetailsText } from '../../ui/service-details-text';
import { TitledCard } from '../../ui/titled-card';

/** The account's services (spec platform §7 `services`). */
export function ServicesCard({ services }: { services: Service[] }) {
  const { t, i18n } = useLingui();
  const count = services.length;
  return (
    <TitledCard className="services" titleId="services-title" testId="services-card" title={<Trans>Your services</Trans>}>
      {count === 0 ? (
        <p className="card__text">
          <Trans>There are no services on this account.</Trans>
        </p>
      ) : (
        <>
          <p className="card__subtitle">
            {/* one or other, chosen here rather than by Lingui's <Plural>: Lingui writes every plural's
                number with Intl.NumberFormat, whose first use loads its locale data, ~40 ms of the
                summary's first render (a CPU profile under 4x throttling showed 160 ms). English and
                Spanish both say "one" for 1 and "other" for every count an account can have. */}
            {count === 1 ? <Trans>1 service on this account</Trans> : <Trans>{count} services on this account</Trans>}
          </p>
          <ul className="services__list">
            {services.map((service) => (
              <li key={service.id} className="services__item">
                <span className={`services__kind services__kind--${service.serviceKey.toLowerCase()}`}>{t(SERVICE_KEY_LABELS[service.serviceKey])}</span>
                <div className="services__body">
                  <p className="services__name">{service.name}</p>
                  <ServiceDetailsLine text={serviceDetailsText(service.details, i18n)} />
                  {/* the mobile lines, their devices and usage have a page under Services (spec platform §3) */}
                  {service.serviceKey === 'MOBILE' ? (
                    <Link to="/services/mobile" className="link" data-testid="summary-mobile-link">
                      <Trans>See your mobile lines</Trans>
                    </Link>
                  ) : null}
                </div>
                <span className={`badge${service.status === 'Active' ? ' badge--ok' : ''}`}>{t(SERVICE_STATUS_LABELS[service.status])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}

/** A phone number as the details write it (src/ui/phone-link.tsx). */
const PHONE = /(\(\d{3}\) \d{3}-\d{4})/;

/** The details, a phone number kept on one line: it would otherwise break at its space or hyphen. */
function ServiceDetailsLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="services__details">
      {text.split(PHONE).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="services__phone">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}
