import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useDocumentTitle } from '../../shell/use-document-title';
import { EquipmentPage } from './equipment-page';

const route = getRouteApi('/auth/services');

/** The /services route's page: the equipment its loader read, and what the signed-in role may do with it. */
export function ServicesPage() {
  const { t } = useLingui();
  const { profile } = route.useRouteContext();
  useDocumentTitle(t`Your equipment`);
  return <EquipmentPage equipment={route.useLoaderData()} role={profile.role} />;
}
