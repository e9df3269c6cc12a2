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

const WEEKDAYS_AND_SATURDAY = 'Mon–Fri 9:00 AM–7:00 PM; Sat 10:00 AM–5:00 PM; Sun closed';
const LONG_HOURS = 'Mon–Sat 8:00 AM–9:00 PM; Sun 10:00 AM–6:00 PM';

type Store = Omit<z.infer<typeof StoreLocationRecord>, 'id'>;
const store = (name: string, address: Store['address'], phone: string, hours: string, acceptsCash = true): Store => ({
  name,
  address,
  phone,
  hours,
  acceptsCash,
});

const STORES: Store[] = [
  store('Payment Center Downtown Brooklyn', address('350 Fulton St', 'Brooklyn', 'NY', '11201'), '7185550100', WEEKDAYS_AND_SATURDAY),
  store('Payment Center Westshore', address('1201 N West Shore Blvd', 'Tampa', 'FL', '33607', 'Unit 4'), '8135550100', LONG_HOURS),
  store('Payment Center Central West End', address('4500 Lindell Blvd', 'St. Louis', 'MO', '63108'), '3145550100', WEEKDAYS_AND_SATURDAY),
  store('Payment Center Short North', address('780 N High St', 'Columbus', 'OH', '43215'), '6145550100', WEEKDAYS_AND_SATURDAY),
  store('Payment Center South End', address('1910 South Blvd', 'Charlotte', 'NC', '28203', 'Suite 110'), '7045550100', LONG_HOURS),
  store(
    'Self-Service Kiosk Century City',
    address('10250 Santa Monica Blvd', 'Los Angeles', 'CA', '90067', 'Level 1'),
    '3105550100',
    'Daily 10:00 AM–9:00 PM (card payments only)',
    false,
  ),
  store('Payment Center Walker’s Point', address('231 S 2nd St', 'Milwaukee', 'WI', '53204'), '4145550100', WEEKDAYS_AND_SATURDAY),
  store('Payment Center North Loop', address('5701 Burnet Rd', 'Austin', 'TX', '78756'), '5125550100', LONG_HOURS),
];

export function storeRecords(ids: Ids): z.infer<typeof StoreLocationRecord>[] {
  return STORES.map((s) => ({ id: ids.next('stores'), ...s }));
}
