import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * The flows' names in the page's language. The registry (machines/index.ts) names each flow in
 * English only, since machines carry no translated text; a flow added there without a name here
 * shows that English name until one is added. The exports keep the registry's name, so the page's
 * downloads and `npm run machines:export` write the same files.
 */
const TITLES: Record<string, MessageDescriptor> = {
  sessionTimeout: msg`Session timeout`,
  equipmentReboot: msg`Equipment reboot`,
  oneTimePayment: msg`One-time payment`,
  autoPayEnroll: msg`Auto Pay: enroll`,
  autoPayChangeMethod: msg`Auto Pay: change method`,
  autoPayChangeDate: msg`Auto Pay: change date`,
  autoPayCancel: msg`Auto Pay: cancel`,
};

/** `title(flow)`: the flow's name in the active language. */
export function useFlowTitle(): (flow: { id: string; title: string }) => string {
  const { i18n } = useLingui();
  return (flow) => {
    const descriptor = TITLES[flow.id];
    return descriptor ? i18n._(descriptor) : flow.title;
  };
}
