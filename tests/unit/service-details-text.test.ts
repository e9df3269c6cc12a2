import { describe, expect, it } from 'vitest';
import db from '../../db.json';
import { ServiceDetails } from '../../src/domain/service-details';
import { serviceDetailsText, speedText } from '../../src/ui/service-details-text';
import { catalogI18n } from '../support/catalog';

// A service's details are fields (src/domain/service-details.ts), written in the reader's
// language by src/ui/service-details-text.ts with the shipped catalogs.

const details = (fields: Partial<ServiceDetails>): ServiceDetails => fields;

describe('speeds as Intl.NumberFormat writes a unit, in both languages', () => {
  it.each([10, 35, 300, 600, 1000, 2000, 1500, 10_000])('%i Mb/s', (mbps) => {
    const gigabits = mbps >= 1000 && mbps % 1000 === 0;
    for (const locale of ['en-US', 'es-US']) {
      const intl = new Intl.NumberFormat(locale, { style: 'unit', unit: gigabits ? 'gigabit-per-second' : 'megabit-per-second' });
      expect(speedText(mbps)).toBe(intl.format(gigabits ? mbps / 1000 : mbps));
    }
  });
});

describe('service details in the reader’s language', () => {
  const cases: [Partial<ServiceDetails>, string, string][] = [
    [{ downloadMbps: 600, uploadMbps: 35 }, 'Up to 600 Mb/s download, 35 Mb/s upload', 'Hasta 600 Mb/s de descarga y 35 Mb/s de carga'],
    [{ downloadMbps: 1000, uploadMbps: 35 }, 'Up to 1 Gb/s download, 35 Mb/s upload', 'Hasta 1 Gb/s de descarga y 35 Mb/s de carga'],
    [
      { downloadMbps: 500, uploadMbps: 500, availabilityPercent: 99.99 },
      'Symmetrical 500 Mb/s with a 99.99% availability SLA',
      '500 Mb/s simétricos con un SLA de disponibilidad del 99.99%',
    ],
    [
      { phoneNumbers: ['7185550142', '7185550143'], numbersAre: 'LINES', longDistance: true },
      'Unlimited local and long distance on (718) 555-0142 and (718) 555-0143',
      'Llamadas locales y de larga distancia ilimitadas: (718) 555-0142 y (718) 555-0143',
    ],
    [{ phoneNumbers: ['3145550120'], numbersAre: 'LINES' }, 'Unlimited calling on (314) 555-0120', 'Llamadas ilimitadas: (314) 555-0120'],
    [
      { phoneNumbers: ['8135550160'], numbersAre: 'HUNT_GROUP' },
      'Unlimited calling, hunt group on (813) 555-0160',
      'Llamadas ilimitadas, grupo de salto: (813) 555-0160',
    ],
    [
      { phoneNumbers: ['3105550180'], numbersAre: 'MAIN_NUMBER' },
      'Unlimited calling, main number (310) 555-0180',
      'Llamadas ilimitadas, número principal: (310) 555-0180',
    ],
    [
      { lines: 3, phoneNumbers: ['8135550160'], numbersAre: 'HUNT_GROUP' },
      '3 lines, unlimited calling, hunt group on (813) 555-0160',
      '3 líneas, llamadas ilimitadas, grupo de salto: (813) 555-0160',
    ],
    [
      { lines: 6, phoneNumbers: ['3105550180'], numbersAre: 'MAIN_NUMBER' },
      '6 lines, unlimited calling, main number (310) 555-0180',
      '6 líneas, llamadas ilimitadas, número principal: (310) 555-0180',
    ],
    [
      { lines: 2, phoneNumbers: ['7185550142', '7185550143'], numbersAre: 'LINES' },
      'Unlimited calling on (718) 555-0142 and (718) 555-0143',
      'Llamadas ilimitadas: (718) 555-0142 y (718) 555-0143',
    ],
    [{ channels: 125, receivers: 2 }, '125+ channels on 2 HD receivers', 'Más de 125 canales en 2 receptores HD'],
    [{ channels: 125, receivers: 1 }, '125+ channels on 1 HD receiver', 'Más de 125 canales en 1 receptor HD'],
    [{ channels: 65, venue: 'PUBLIC_AREAS' }, '65+ channels for public viewing areas', 'Más de 65 canales para las áreas de uso público'],
    [{ channels: 125, venue: 'CUSTOMER_LOUNGE' }, '125+ channels for the customer lounge', 'Más de 125 canales para la sala de clientes'],
    [{ lineup: 'MUSIC_NEWS', venue: 'DINING_ROOMS' }, 'Music and news channels for dining rooms', 'Canales de música y noticias para los comedores'],
    [{ lineup: 'NEWS_SPORTS_MUSIC', venue: 'LOBBY' }, 'News, sports and music for the lobby', 'Noticias, deportes y música para el vestíbulo'],
    [{ phones: 2, tablets: 1, watches: 1 }, '2 phones, 1 tablet and 1 watch', '2 teléfonos, 1 tableta y 1 reloj'],
    [{ phones: 1 }, '1 phone', '1 teléfono'],
    [{}, '', ''],
  ];
  it.each(cases)('%j', async (fields, english, spanish) => {
    expect(serviceDetailsText(details(fields), await catalogI18n('en', 'messages')) ?? '').toBe(english);
    expect(serviceDetailsText(details(fields), await catalogI18n('es', 'messages')) ?? '').toBe(spanish);
  });

  it('every service of the seed has details the summary writes, in Spanish without the English words', async () => {
    const es = await catalogI18n('es', 'messages');
    for (const service of db.services) {
      const text = serviceDetailsText(ServiceDetails.parse(service.details), es);
      expect(text, service.id).toBeTruthy();
      expect(text, service.id).not.toMatch(/\b(Up to|download|upload|Unlimited|calling|channels|receivers?|phones?|watch(es)?|lines?|and|for)\b/);
      // a service's name is the product's, the same in both languages: its counts are fields, written above
      expect(service.name, service.id).not.toMatch(/\d+ (lines?|phones?|tablets?|watch(es)?|receivers?)\b/);
    }
  });
});
