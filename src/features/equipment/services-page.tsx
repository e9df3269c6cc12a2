import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import type { Equipment, LineOfBusiness } from '../../domain/equipment';
import { useDocumentTitle } from '../../shell/use-document-title';
import { EquipmentPage } from './equipment-page';

const route = getRouteApi('/auth/services');
const LINES: readonly LineOfBusiness[] = ['INTERNET', 'TV', 'VOICE'];
const linesOf = (equipment: readonly Equipment[]) => LINES.filter((lob) => equipment.some((e) => e.linesOfBusiness.includes(lob)));
const routes = {
  INTERNET: getRouteApi('/auth/services/internet'),
  TV: getRouteApi('/auth/services/tv'),
  VOICE: getRouteApi('/auth/services/voice'),
} as const;

/** The /services route's page: the equipment its loader read, and what the signed-in role may do with it. */
export function ServicesPage() {
  const { t } = useLingui();
  const { profile } = route.useRouteContext();
  useDocumentTitle(t`Your equipment`);
  const equipment = route.useLoaderData();
  return <EquipmentPage equipment={equipment} role={profile.role} lines={linesOf(equipment)} mobile={profile.hasMobile} />;
}

function LineOfBusinessPage({ lob }: { lob: LineOfBusiness }) {
  const { t } = useLingui();
  const { profile } = routes[lob].useRouteContext();
  const titles = { INTERNET: t`Internet equipment`, TV: t`TV equipment`, VOICE: t`Voice equipment` };
  useDocumentTitle(titles[lob]);
  const all = routes[lob].useLoaderData();
  const equipment = all.filter((e) => e.linesOfBusiness.includes(lob));
  return <EquipmentPage equipment={equipment} role={profile.role} title={titles[lob]} lineOfBusiness={lob} lines={linesOf(all)} mobile={profile.hasMobile} />;
}

/** /services/internet, /services/tv, /services/voice: the equipment of one line of business (spec platform §2). */
export const InternetPage = () => <LineOfBusinessPage lob="INTERNET" />;
export const TvPage = () => <LineOfBusinessPage lob="TV" />;
export const VoicePage = () => <LineOfBusinessPage lob="VOICE" />;
