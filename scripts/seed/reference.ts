import type { z } from 'zod';
import type { StoreLocationRecord, ValueAddedServiceRecord } from '../../src/server/store/records';
import { address } from './account-builder';
import type { Ids } from './ids';

// Reference data shared by all accounts: value-added service tiles and the payment stores of
// "pay cash at a store" (spec billing §5: restricted accounts are sent to a store).

const TILES: { serviceId: string; title: string; rateCode: string; accounts: string[] }[] = [
  { serviceId: 'WIFI', title: 'Business WiFi Security', rateCode: 'RC-WIFISEC', accounts: ['acme', 'brightline'] },
  { serviceId: 'CLOUD_BACKUP', title: 'Cloud Backup', rateCode: 'RC-CLDBKP', accounts: ['brightline', 'enterprise'] },
  { serviceId: 'DOMAIN', title: 'Domain Name', rateCode: 'RC-DOMAIN', accounts: ['acme', 'summit'] },
  { serviceId: 'WEB_HOSTING', title: 'Web Hosting', rateCode: 'RC-WEBHOST', accounts: ['acme'] },
  { serviceId: 'EMAIL', title: 'Business Email', rateCode: 'RC-EMAIL', accounts: ['acme', 'northwind', 'fleet'] },
  { serviceId: 'DESKTOP_SECURITY', title: 'Desktop Security', rateCode: 'RC-DSKSEC', accounts: [] },
];

export function valueAddedServiceRecords(ids: Ids, accountIdOf: (key: string) => string): z.infer<typeof ValueAddedServiceRecord>[] {
  return TILES.map((t) => ({
    id: ids.next('valueAddedServices'),
    serviceId: t.serviceId,
    title: t.title,
    rateCode: t.rateCode,
    provisionedFor: t.accounts.map(accountIdOf),
  }));
}

// opening hours as days and times (src/domain/payment-store.ts): each page writes them in its reader's language
const WEEKDAYS_AND_SATURDAY: Store['hours'] = [
  { from: 'MON', to: 'FRI', opens: '09:00', closes: '19:00' },
  { from: 'SAT', to: 'SAT', opens: '10:00', closes: '17:00' },
];
const LONG_HOURS: Store['hours'] = [
  { from: 'MON', to: 'SAT', opens: '08:00', closes: '21:00' },
  { from: 'SUN', to: 'SUN', opens: '10:00', closes: '18:00' },
];
const DAILY: Store['hours'] = [{ from: 'MON', to: 'SUN', opens: '10:00', closes: '21:00' }];

type Store = Omit<z.infer<typeof StoreLocationRecord>, 'id'>;
const center = (name: string, address: Store['address'], phone: string, hours: Store['hours']): Store => ({
  kind: 'PAYMENT_CENTER',
  name,
  address,
  phone,
  hours,
  acceptsCash: true,
});

const STORES: Store[] = [
  center('Downtown Brooklyn', address('350 Fulton St', 'Brooklyn', 'NY', '11201'), '7185550100', WEEKDAYS_AND_SATURDAY),
  center('Westshore', address('1201 N West Shore Blvd', 'Tampa', 'FL', '33607', 'Unit 4'), '8135550100', LONG_HOURS),
  center('Central West End', address('4500 Lindell Blvd', 'St. Louis', 'MO', '63108'), '3145550100', WEEKDAYS_AND_SATURDAY),
  center('Short North', address('780 N High St', 'Columbus', 'OH', '43215'), '6145550100', WEEKDAYS_AND_SATURDAY),
  center('South End', address('1910 South Blvd', 'Charlotte', 'NC', '28203', 'Suite 110'), '7045550100', LONG_HOURS),
  // card payments only: no cash taken
  {
    kind: 'SELF_SERVICE_KIOSK',
    name: 'Century City',
    address: address('10250 Santa Monica Blvd', 'Los Angeles', 'CA', '90067', 'Level 1'),
    phone: '3105550100',
    hours: DAILY,
    acceptsCash: false,
  },
  center('Walker’s Point', address('231 S 2nd St', 'Milwaukee', 'WI', '53204'), '4145550100', WEEKDAYS_AND_SATURDAY),
  center('North Loop', address('5701 Burnet Rd', 'Austin', 'TX', '78756'), '5125550100', LONG_HOURS),
];

export function storeRecords(ids: Ids): z.infer<typeof StoreLocationRecord>[] {
  return STORES.map((s) => ({ id: ids.next('stores'), ...s }));
}
