import { Trans } from '@lingui/react/macro';
import type { EquipmentType } from '../../domain/equipment';

/** The translated name of an equipment type. */
export function EquipmentTypeName({ type }: { type: EquipmentType }) {
  switch (type) {
    case 'ROUTER':
      return <Trans>Router</Trans>;
    case 'MODEM':
      return <Trans>Modem</Trans>;
    case 'SET_TOP_BOX':
      return <Trans>TV receiver</Trans>;
    case 'DVR':
      return <Trans>DVR</Trans>;
    case 'POD':
      return <Trans>WiFi pod</Trans>;
    case 'VOICE_ADAPTER':
      return <Trans>Phone adapter</Trans>;
  }
}
