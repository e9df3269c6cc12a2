import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The network rules' issues (src/domain/network.ts; the server answers the same codes as its
 * VALIDATION_FAILED issues), in the page's language.
 */
const ISSUE_TEXT: Record<string, MessageDescriptor> = {
  'ssid.required': msg`Enter a network name.`,
  'ssid.tooLong': msg`Use at most 32 bytes: about 32 letters, fewer with accents or symbols.`,
  'text.characters': msg`Remove control or invisible characters.`,
  'passphrase.characters': msg`Use only letters, digits, spaces and the symbols on a US keyboard.`,
  'passphrase.tooShort': msg`Use at least 8 characters.`,
  'passphrase.tooLong': msg`Use at most 63 characters.`,
  'securityMode.invalid': msg`Choose a security mode.`,
  'ssid.taken': msg`Another network of this router has this name. Choose another.`,
  'additionalNetwork.limit': msg`This router has the most guest networks it can broadcast. Delete one first.`,
  'forwardName.required': msg`Enter a name.`,
  'forwardName.tooLong': msg`Use at most 32 characters.`,
  'protocol.invalid': msg`Choose a protocol.`,
  'port.required': msg`Enter a port or a range.`,
  'port.format': msg`Enter one port (8080) or a range (8000-8010).`,
  'port.range': msg`Ports go from 1 to 65535.`,
  'port.order': msg`Put the lower port first.`,
  'port.internalLength': msg`Use a range as long as the external one.`,
  'portForward.overlap': msg`These ports are already forwarded on this protocol.`,
  'ip.required': msg`Enter an address.`,
  'ip.format': msg`Enter an address like 192.168.1.20.`,
  'ip.outsideLan': msg`Use an address on this router's network.`,
  'ip.reserved': msg`This address belongs to the router or the network itself.`,
  'deviceName.required': msg`Enter the device's name.`,
  'deviceName.tooLong': msg`Use at most 32 characters.`,
  'mac.required': msg`Enter the MAC address.`,
  'mac.format': msg`Enter a MAC address like A4:5E:60:C1:22:0E.`,
  'mac.notUnicast': msg`This is a group address, not a device's.`,
  'reservation.duplicateAddress': msg`This address is reserved already.`,
  'reservation.duplicateMac': msg`This device has a reservation already.`,
  'dns.required': msg`Enter a primary DNS server.`,
  'dns.notPublic': msg`Use a public DNS server, not a private or reserved address.`,
  'dns.sameAsPrimary': msg`Use a different server from the primary, or leave it empty.`,
};

/** A rule's message, or the generic one for a code this page has no words for. */
export const issueText = (code: string): MessageDescriptor => ISSUE_TEXT[code] ?? msg`Check this field.`;

/**
 * Why a save or a change did not go through (a rule the server found broken since the page was
 * read, the router being reset, anything else).
 */
export const saveErrorText = (code: string): MessageDescriptor =>
  code === 'network.resetting'
    ? msg`The router is being reset. Wait until it is back online, then try again.`
    : (ISSUE_TEXT[code] ?? msg`The change could not be applied. Please try again.`);

export const BAND_TEXT: Record<string, MessageDescriptor> = {
  '2.4GHz': msg`2.4 GHz Wi-Fi`,
  '5GHz': msg`5 GHz Wi-Fi`,
  '6GHz': msg`6 GHz Wi-Fi`,
  ETHERNET: msg`Cable (Ethernet)`,
};

export const SECURITY_TEXT: Record<string, MessageDescriptor> = {
  WPA2_PERSONAL: msg`WPA2 Personal`,
  WPA2_WPA3_PERSONAL: msg`WPA2/WPA3 Personal`,
  WPA3_PERSONAL: msg`WPA3 Personal`,
};

export const PROTOCOL_TEXT: Record<string, MessageDescriptor> = { TCP: msg`TCP`, UDP: msg`UDP`, BOTH: msg`TCP and UDP` };
