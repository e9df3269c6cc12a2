import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Equipment, LineOfBusiness } from '../../domain/equipment';
import type { Role } from '../../domain/roles';
import { EquipmentCard } from './equipment-card';
import { ShipmentsCard } from './shipments-card';

const LOB_PATHS = { INTERNET: '/services/internet', TV: '/services/tv', VOICE: '/services/voice' } as const;

/** /services and its lines of business: the equipment, each with its status and a restart (spec platform §2, §4). */
export function EquipmentPage({
  equipment,
  role,
  title,
  lineOfBusiness,
  lines,
  mobile = false,
}: {
  equipment: Equipment[];
  /** the account has mobile service: its lines have a page of their own (spec platform §3) */
  mobile?: boolean;
  /** the lines of business the account's equipment serves: a page each */
  lines: readonly LineOfBusiness[];
  role: Role;
  /** the page of one line of business (its title), or all equipment */
  title?: string;
  lineOfBusiness?: LineOfBusiness;
}) {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1 className="page__title">{title ?? <Trans>Your equipment</Trans>}</h1>
      <p className="page__lead">
        <Trans>Restart a device when it is not working as it should. Restarting interrupts its service for a few minutes.</Trans>
      </p>
      <nav className="equipment-lobs" aria-label={t`Equipment by service`}>
        <Link to="/services" className="link" activeOptions={{ exact: true }} aria-current={lineOfBusiness ? undefined : 'page'}>
          <Trans>All</Trans>
        </Link>
        {lines.includes('INTERNET') ? (
          <Link to={LOB_PATHS.INTERNET} className="link" aria-current={lineOfBusiness === 'INTERNET' ? 'page' : undefined}>
            <Trans>Internet</Trans>
          </Link>
        ) : null}
        {lines.includes('TV') ? (
          <Link to={LOB_PATHS.TV} className="link" aria-current={lineOfBusiness === 'TV' ? 'page' : undefined}>
            <Trans>TV</Trans>
          </Link>
        ) : null}
        {lines.includes('VOICE') ? (
          <Link to={LOB_PATHS.VOICE} className="link" aria-current={lineOfBusiness === 'VOICE' ? 'page' : undefined}>
            <Trans>Voice</Trans>
          </Link>
        ) : null}
        {mobile ? (
          <Link to="/services/mobile" className="link" data-testid="services-mobile">
            <Trans>Mobile</Trans>
          </Link>
        ) : null}
      </nav>
      {equipment.length === 0 ? (
        <p>
          <Trans>There is no equipment on this account.</Trans>
        </p>
      ) : (
        <ul className="equipment-list" data-testid="equipment-list">
          {equipment.map((device) => (
            <EquipmentCard key={device.id} device={device} role={role} />
          ))}
        </ul>
      )}
      {/* every shipment of the account on the page of all equipment */}
      {lineOfBusiness ? null : (
        <div className="equipment__shipments">
          <ShipmentsCard />
        </div>
      )}
    </div>
  );
}
