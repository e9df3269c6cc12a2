import { MarketingSettingsInput, NO_MARKETING, refusedChannels, type MarketingSettings } from '../../../domain/marketing';
import { dateInZone } from '../../../domain/dates';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { parseInput } from '../../rest/parse';
import type { AccountRecord } from '../../store/records';
import type { ResolverContext } from '../resolver-context';
import { assertSettingsWrite } from './contacts';

/**
 * Marketing settings (spec platform §3 "Marketing opt-in", §7 `marketing settings`,
 * `updateMarketingSettings`; rules in src/domain/marketing.ts): the channels the account agreed
 * to be sent offers by. A channel its contacts cannot receive is refused, and nothing changes.
 */
const settingsOf = (server: ServerContext, account: AccountRecord): MarketingSettings => ({
  channels: { ...NO_MARKETING, ...account.marketing?.channels },
  updatedOn: account.marketing ? dateInZone(new Date(account.marketing.updatedAt), server.store.state.config.timeZone) : null,
});

export const marketingResolvers = {
  marketingSettings: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('marketingSettings');
    return settingsOf(
      server,
      server.store.state.accounts.find((a) => a.id === caller.account.id)!,
    );
  },

  updateMarketingSettings: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    assertSettingsWrite('updateMarketingSettings', server, caller);
    const { channels } = parseInput(MarketingSettingsInput, args.input);
    const contacts = server.store.state.contacts.filter((c) => c.accountId === caller.account.id);
    const refused = refusedChannels(channels, contacts);
    if (refused.length)
      throw new ApiError(
        'VALIDATION_FAILED',
        'No verified contact receives offers this way: verify one first',
        refused.map((channel) => ({ path: ['channels', channel], code: 'custom', message: 'marketing.noContact' })),
      );
    const updatedAt = server.clock.now().toISOString();
    return server.store.transact((draft) => {
      const account = draft.accounts.find((a) => a.id === caller.account.id)!;
      account.marketing = { channels, updatedAt };
      return settingsOf(server, account);
    });
  },
};
