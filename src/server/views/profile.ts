import type { Profile } from '../../domain/session';
import type { Store, UserRecord } from '../store/records';

export function profileOf(store: Readonly<Store>, user: UserRecord): Profile {
  const account = store.accounts.find((a) => a.id === user.accountId);
  if (!account) throw new Error(`user ${user.id} has no account`);
  const services = store.services.filter((s) => s.accountId === account.id);
  return {
    username: user.username,
    guid: user.guid,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    userType: user.userType,
    accountNumber: account.accountNumber,
    accountName: account.companyName,
    accountType: account.accountType,
    footprint: account.footprint,
    zip: account.serviceAddress.zip,
    featureFlags: account.featureFlags,
    communityAgreement: account.communityAgreement,
    hasServices: services.length > 0,
    hasVoice: services.some((s) => s.serviceKey === 'VOICE'),
    hasMobile: services.some((s) => s.serviceKey === 'MOBILE'),
    billingSuppressed: account.billingSuppressed,
    idleLimitSeconds: store.config.sessionIdleSeconds,
  };
}
