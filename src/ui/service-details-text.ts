import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceDetails } from '../domain/service-details';
import { phoneText } from './phone-link';

// What a service gives, in its reader's language, composed from its fields
// (src/domain/service-details.ts): "Up to 600 Mb/s download, 35 Mb/s upload"; "Hasta 600 Mb/s de
// descarga y 35 Mb/s de carga".
//
// Speeds are written out as Intl.NumberFormat's unit style writes them in both languages ("600 Mb/s",
// "1 Gb/s"; tests/unit/service-details-text.test.ts holds the two equal) rather than with a
// formatter: the summary shows them in its first render, where a page's first Intl formatter loads
// the locale's data (src/domain/display-format.ts says how much). Counts are chosen singular or
// plural here for the same reason (src/features/account-summary/services-card.tsx).

/** A speed in megabits per second: whole gigabits as Gb/s. */
export function speedText(mbps: number): string {
  const [value, unit] = mbps >= 1000 && mbps % 1000 === 0 ? [mbps / 1000, 'Gb/s'] : [mbps, 'Mb/s'];
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${unit}`;
}

/** "A", "A and B", "A, B and C" in the reader's language. */
function listText(items: string[], i18n: I18n): string {
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items.at(-1)!;
  return i18n._(msg({ message: `${head} and ${last}`, comment: 'the last two items of a list: "(718) 555-0142 and (718) 555-0143"' }));
}

const VENUES: Record<NonNullable<ServiceDetails['venue']>, MessageDescriptor> = {
  PUBLIC_AREAS: msg({ message: 'public viewing areas', comment: 'who TV channels are for: "65+ channels for public viewing areas"' }),
  DINING_ROOMS: msg({ message: 'dining rooms', comment: 'who TV channels are for: "Music and news channels for dining rooms"' }),
  CUSTOMER_LOUNGE: msg({ message: 'the customer lounge', comment: 'who TV channels are for: "125+ channels for the customer lounge"' }),
  LOBBY: msg({ message: 'the lobby', comment: 'who TV channels are for: "News, sports and music for the lobby"' }),
};

const LINEUPS: Record<NonNullable<ServiceDetails['lineup']>, MessageDescriptor> = {
  MUSIC_NEWS: msg`Music and news channels`,
  NEWS_SPORTS_MUSIC: msg`News, sports and music`,
};

function internetText({ downloadMbps, uploadMbps, availabilityPercent }: ServiceDetails, i18n: I18n): string | null {
  if (downloadMbps == null) return null;
  const download = speedText(downloadMbps);
  if (availabilityPercent != null && uploadMbps === downloadMbps) {
    const availability = `${availabilityPercent}%`;
    return i18n._(msg`Symmetrical ${download} with a ${availability} availability SLA`);
  }
  if (uploadMbps == null) return i18n._(msg`Up to ${download} download`);
  const upload = speedText(uploadMbps);
  return i18n._(msg`Up to ${download} download, ${upload} upload`);
}

function voiceText({ lines, phoneNumbers, numbersAre, longDistance }: ServiceDetails, i18n: I18n): string | null {
  if (!phoneNumbers?.length) return null;
  const numbers = listText(phoneNumbers.map(phoneText), i18n);
  // a hunt group or a main number answers for several lines: how many is said, as the numbers do not
  if (numbersAre === 'HUNT_GROUP')
    return lines && lines > 1 ? i18n._(msg`${lines} lines, unlimited calling, hunt group on ${numbers}`) : i18n._(msg`Unlimited calling, hunt group on ${numbers}`);
  if (numbersAre === 'MAIN_NUMBER')
    return lines && lines > 1 ? i18n._(msg`${lines} lines, unlimited calling, main number ${numbers}`) : i18n._(msg`Unlimited calling, main number ${numbers}`);
  return longDistance ? i18n._(msg`Unlimited local and long distance on ${numbers}`) : i18n._(msg`Unlimited calling on ${numbers}`);
}

function tvText({ channels, receivers, lineup, venue }: ServiceDetails, i18n: I18n): string | null {
  const audience = venue ? i18n._(VENUES[venue]) : null;
  if (channels != null) {
    if (receivers != null)
      return receivers === 1 ? i18n._(msg`${channels}+ channels on 1 HD receiver`) : i18n._(msg`${channels}+ channels on ${receivers} HD receivers`);
    return audience ? i18n._(msg`${channels}+ channels for ${audience}`) : i18n._(msg`${channels}+ channels`);
  }
  if (!lineup) return null;
  const what = i18n._(LINEUPS[lineup]);
  return audience
    ? i18n._(msg({ message: `${what} for ${audience}`, comment: 'a TV lineup and who it is for: "Music and news channels for dining rooms"' }))
    : what;
}

function mobileText({ phones, tablets, watches }: ServiceDetails, i18n: I18n): string | null {
  const parts = [
    phones ? (phones === 1 ? i18n._(msg`1 phone`) : i18n._(msg`${phones} phones`)) : null,
    tablets ? (tablets === 1 ? i18n._(msg`1 tablet`) : i18n._(msg`${tablets} tablets`)) : null,
    watches ? (watches === 1 ? i18n._(msg`1 watch`) : i18n._(msg`${watches} watches`)) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? listText(parts, i18n) : null;
}

/** What the service gives as one phrase, or null when its fields say nothing. */
export function serviceDetailsText(details: ServiceDetails, i18n: I18n): string | null {
  return internetText(details, i18n) ?? voiceText(details, i18n) ?? tvText(details, i18n) ?? mobileText(details, i18n);
}
