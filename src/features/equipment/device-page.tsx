import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { supportThatReaches, type EquipmentDetail, type LineOfBusiness, type SupportLink } from '../../domain/equipment';
import { CUSTOMER_CARE_PHONE } from '../../domain/customer-care';
import { networkRefusal, type Role } from '../../domain/roles';
import { FactItem } from '../../ui/facts';
import { PhoneLink } from '../../ui/phone-link';
import { useReachesPage } from '../../ui/reaches-page';
import { useDocumentTitle } from '../../shell/use-document-title';
import { ConnectionBadge, DeviceName, DeviceRestart } from './device-controls';
import { EquipmentTypeName } from './equipment-type-name';
import { NicknameSection } from './nickname-editor';
import { ShipmentsCard } from './shipments-card';
import { useEquipmentDevice } from './use-equipment-device';

/**
 * One device (spec platform §3): what it is, its firmware, its components, its name (renamed where
 * §6 allows), its restart, and its support per line of business.
 */
export function DevicePage({
  device,
  role,
  network,
}: {
  device: EquipmentDetail;
  role: Role;
  /**
   * a router's network section (src/routes/device-screen.tsx), given the device's name as shown, and
   * what to call when it changed the device (a factory reset ended): the badge reads it again
   */
  network?: (deviceName: string, onDeviceChanged: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const flow = useEquipmentDevice(device, role);
  const { send } = flow;
  const reread = useCallback(() => send({ type: 'connection.reread' }), [send]);
  const { nickname, shown } = flow.snapshot.context;
  useDocumentTitle(nickname ?? t`Device details`);
  return (
    <div className="page device-page">
      <p className="page__back">
        <Link to="/services" className="link">
          <Trans>All equipment</Trans>
        </Link>
      </p>
      <div className="equipment__head">
        <h1 className="page__title" data-testid="device-title">
          <DeviceName nickname={nickname} type={device.equipmentType} />
        </h1>
        <ConnectionBadge equipmentId={device.id} state={shown} />
      </div>
      <div className="device-page__grid">
        <section className="card" aria-labelledby="device-about">
          <h2 id="device-about" className="card__title">
            <Trans>About this device</Trans>
          </h2>
          <dl className="device-facts">
            <FactItem label={<Trans>Type</Trans>}>
              <EquipmentTypeName type={device.equipmentType} />
            </FactItem>
            <FactItem label={<Trans>Model</Trans>}>
              {device.manufacturer} {device.model}
            </FactItem>
            <FactItem label={<Trans>Serial number</Trans>} valueClassName="device-facts__code">
              {device.serialNumber}
            </FactItem>
            <FactItem label={<Trans>Firmware</Trans>} valueClassName="device-facts__code" testId="firmware">
              {device.firmwareVersion}
            </FactItem>
            <FactItem label={<Trans>Ownership</Trans>}>{device.ownership === 'OWNED' ? <Trans>Yours</Trans> : <Trans>Leased</Trans>}</FactItem>
          </dl>
          <NicknameSection equipmentId={device.id} type={device.equipmentType} flow={flow} />
          <DeviceRestart equipmentId={device.id} flow={flow} />
        </section>
        <Components device={device} />
        <Support device={device} />
        <ShipmentsCard equipmentId={device.id} />
      </div>
      {/* the router's network, given by the route: not for users who manage no network (spec platform §6) */}
      {network && device.components.router && networkRefusal(role) === null ? network(nickname ?? t`Router`, reread) : null}
    </div>
  );
}

type Row = [label: MessageDescriptor, value: ReactNode, mono?: boolean, testId?: string];

/** A Wi-Fi band as people write it: a number and its unit, apart ("2.4GHz" is the code). */
const bandName = (band: string) => band.replace(/^([\d.]+)\s*GHz$/, '$1\u00a0GHz');

/** The facts of each component the device has (spec platform §3), as rows of a facts list. */
function componentRows({ modem, router, setTopBox, pod }: EquipmentDetail['components']): Row[] {
  const mac = (value: string): Row => [msg`MAC address`, value, true];
  const wan = (value: string): Row => [msg`Internet address (WAN)`, value, true];
  return [
    ...(modem ? [[msg`DOCSIS`, modem.docsisCapability] as Row, wan(modem.wanIpV4Address), mac(modem.macAddress)] : []),
    ...(router
      ? [
          wan(router.wanIpV4Address),
          [msg`IPv6 address`, router.wanIpV6Address, true] as Row,
          mac(router.macAddress),
          ...router.accessPoints.map((ap): Row => [
            msg`Wi-Fi network`,
            // the name in an element of its own: a test measures that it is not broken across lines
            <>
              <span>{ap.ssid}</span> ({ap.radios.map((r) => bandName(r.frequencyBand)).join(', ')})
            </>,
            false,
            `access-point-${ap.id}`,
          ]),
        ]
      : []),
    ...(setTopBox ? [[msg`Local address`, setTopBox.lanIpV4Address, true] as Row, mac(setTopBox.macAddress)] : []),
    ...(pod ? [[msg`Connected devices`, pod.connectedDeviceCount] as Row] : []),
  ];
}

/**
 * Each component fact is a label above its value, the facts side by side where the card has room:
 * a MAC or IPv6 address or a network's name then has the card's whole width instead of the column
 * left beside a long label (which broke them mid-word).
 */
function Components({ device }: { device: EquipmentDetail }) {
  const { t } = useLingui();
  const rows = componentRows(device.components);
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="device-components" data-testid="components">
      <h2 id="device-components" className="card__title">
        <Trans>Components</Trans>
      </h2>
      <dl className="device-facts device-facts--stacked">
        {rows.map(([label, value, mono, testId], i) => (
          <FactItem key={i} label={t(label)} valueClassName={mono ? 'device-facts__code' : undefined} testId={testId}>
            {value}
          </FactItem>
        ))}
      </dl>
    </section>
  );
}

/**
 * The device's support per line of business: only what reaches something. A support page of the
 * portal not built yet (src/routes/built.ts) is left out, not linked to a 404; the care line is
 * always there.
 */
function Support({ device }: { device: EquipmentDetail }) {
  const groups = supportThatReaches(device.supportLinks, useReachesPage());
  return (
    <section className="card" aria-labelledby="device-support" data-testid="support">
      <h2 id="device-support" className="card__title">
        <Trans>Support</Trans>
      </h2>
      {groups.map((group) => (
        <div key={group.lineOfBusiness} className="device-support">
          <h3 className="device-support__title">
            <LineOfBusinessName lob={group.lineOfBusiness} />
          </h3>
          <ul className="device-support__links">
            {group.links.map((link) => (
              <li key={link.kind}>
                <SupportItem link={link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="card__text">
        <Trans>
          For help with this device, call us at <PhoneLink digits={CUSTOMER_CARE_PHONE} />.
        </Trans>
      </p>
    </section>
  );
}

function SupportItem({ link }: { link: SupportLink }) {
  const text = <SupportLinkText kind={link.kind} />;
  // the reboot is this page's own Restart (no address)
  if (link.uri === null) return <span className="field__hint">{text}</span>;
  return (
    <a href={link.uri} className="link" {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
      {link.newTab ? (
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      ) : null}
    </a>
  );
}

const SUPPORT_TEXT: Record<SupportLink['kind'], MessageDescriptor> = {
  supportArticle: msg`Help articles`,
  userManual: msg`User manual`,
  rebootArticleOrAction: msg`Restart it with the Restart button on this page`,
  troubleshootingArticleOrAction: msg`Troubleshoot a problem`,
};

const LINE_OF_BUSINESS: Record<LineOfBusiness, MessageDescriptor> = { INTERNET: msg`Internet`, TV: msg`TV`, VOICE: msg`Voice` };

function SupportLinkText({ kind }: { kind: SupportLink['kind'] }) {
  const { t } = useLingui();
  return t(SUPPORT_TEXT[kind]);
}

function LineOfBusinessName({ lob }: { lob: LineOfBusiness }) {
  const { t } = useLingui();
  return t(LINE_OF_BUSINESS[lob]);
}
