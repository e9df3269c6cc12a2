import type { Profile } from '../../src/domain/session';

/**
 * A signed-in profile as the session call answers it (src/domain/session.ts): Acme's owner with
 * every flag a test does not name, for the client-side tests that need one without a backend.
 */
export const aProfile = (over: Partial<Profile> = {}): Profile => ({
  username: 'owner@acme.example',
  guid: 'g-1',
  firstName: 'Maria',
  lastName: 'Delgado',
  role: 'PRIMARY',
  userType: 'CONSUMER',
  accountNumber: '8660268019454551',
  accountName: 'Acme Plumbing & Heating LLC',
  accountType: 'COMMERCIAL',
  footprint: 'CHTR',
  zip: '11217',
  featureFlags: {
    userPreferences: true,
    sharedBilling: false,
    billingStub: true,
    voice: true,
    community: false,
    securitySuite: true,
    selfInstall: true,
    softDisconnectLookup: true,
  },
  communityAgreement: null,
  hasServices: true,
  hasVoice: true,
  hasMobile: false,
  billingSuppressed: false,
  idleLimitSeconds: 900,
  ...over,
});
