import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Service } from '../../api/account';
import { SERVICE_KEY_LABELS, SERVICE_STATUS_LABELS } from '../../ui/labels';
import { TitledCard } from '../../ui/titled-card';

/** The account's services (spec platform §7 `services`). */
export function ServicesCard({ services }: { services: Service[] }) {
  const { t } = useLingui();
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
            <Plural value={count} one="# service on this account" other="# services on this account" />
          </p>
          <ul className="services__list">
            {services.map((service) => (
              <li key={service.id} className="services__item">
                <span className={`services__kind services__kind--${service.serviceKey.toLowerCase()}`}>{t(SERVICE_KEY_LABELS[service.serviceKey])}</span>
                <div className="services__body">
                  <p className="services__name">{service.name}</p>
                  <p className="services__details">{service.details}</p>
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
