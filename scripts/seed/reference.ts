import type { z } from 'zod';
import type { StoreLocationRecord, ValueAddedServiceRecord } from '../../src/server/store/records';
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

const STORES: Omit<z.infer<typeof StoreLocationRecord>, 'id'>[] = [
  {
    name: 'Payment Center Downtown Brooklyn',
    address: { addressLine1: '350 Fulton St', addressLine2: null, city: 'Brooklyn', state: 'NY', zip: '11201' },
    phone: '7185550100',
    hours: WEEKDAYS_AND_SATURDAY,
    acceptsCash: true,
  },
  {
    name: 'Payment Center Westshore',
    address: { addressLine1: '1201 N West Shore Blvd', addressLine2: 'Unit 4', city: 'Tampa', state: 'FL', zip: '33607' },
    phone: '8135550100',
    hours: LONG_HOURS,
    acceptsCash: true,
  },
  {
    name: 'Payment Center Central West End',
    address: { addressLine1: '4500 Lindell Blvd', addressLine2: null, city: 'St. Louis', state: 'MO', zip: '63108' },
    phone: '3145550100',
    hours: WEEKDAYS_AND_SATURDAY,
    acceptsCash: true,
  },
  {
    name: 'Payment Center Short North',
    address: { addressLine1: '780 N High St', addressLine2: null, city: 'Columbus', state: 'OH', zip: '43215' },
    phone: '6145550100',
    hours: WEEKDAYS_AND_SATURDAY,
    acceptsCash: true,
  },
  {
    name: 'Payment Center South End',
    address: { addressLine1: '1910 South Blvd', addressLine2: 'Suite 110', city: 'Charlotte', state: 'NC', zip: '28203' },
    phone: '7045550100',
    hours: LONG_HOURS,
    acceptsCash: true,
  },
  {
    name: 'Self-Service Kiosk Century City',
    address: { addressLine1: '10250 Santa Monica Blvd', addressLine2: 'Level 1', city: 'Los Angeles', state: 'CA', zip: '90067' },
    phone: '3105550100',
    hours: 'Daily 10:00 AM–9:00 PM (card payments only)',
    acceptsCash: false,
  },
  {
    name: 'Payment Center Walker’s Point',
    address: { addressLine1: '231 S 2nd St', addressLine2: null, city: 'Milwaukee', state: 'WI', zip: '53204' },
    phone: '4145550100',
    hours: WEEKDAYS_AND_SATURDAY,
    acceptsCash: true,
  },
  {
    name: 'Payment Center North Loop',
    address: { addressLine1: '5701 Burnet Rd', addressLine2: null, city: 'Austin', state: 'TX', zip: '78756' },
    phone: '5125550100',
    hours: LONG_HOURS,
    acceptsCash: true,
  },
];

export function storeRecords(ids: Ids): z.infer<typeof StoreLocationRecord>[] {
  return STORES.map((s) => ({ id: ids.next('stores'), ...s }));
}
