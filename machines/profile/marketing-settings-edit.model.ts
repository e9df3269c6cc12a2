import { NO_MARKETING, type MarketingChoices } from '../../src/domain/marketing';
import { marketingSettingsEditMachine, type MarketingContact } from './marketing-settings-edit';
import { answered, each, flowModel, steps, unavailable } from '../model/model-helpers';

/**
 * The marketing settings' model. The world is Granite Works (db.json acct_13), whose
 * verified contacts are an e-mail address and a landline: offers by e-mail can be switched on,
 * by text cannot (no phone that takes texts: refused on the form). The store check after `saved`
 * is in tests/model/profile.test.ts.
 */
const GRANITE = 'equipment@granite.example';
const GRANITE_CONTACTS: MarketingContact[] = [
  { type: 'EMAIL', contactMethod: 'EMAIL', sms: false, verified: true, valid: true },
  { type: 'PHONE', contactMethod: 'VOICE', sms: false, verified: true, valid: true },
];

export function marketingSettingsEditModel() {
  return flowModel(marketingSettingsEditMachine, 'Marketing settings: the channels offers may come by', {
    input: { settings: { channels: NO_MARKETING, updatedOn: null }, contacts: GRANITE_CONTACTS },
    events: [...each('toggle', 'channel', 'EMAIL', 'SMS'), ...steps('save', 'cancel')],
    actors: {
      updateMarketingSettings: [
        answered('updateMarketingSettings', 'saved', { channels: { ...NO_MARKETING, EMAIL: true }, updatedOn: '2026-01-01' }),
        unavailable('updateMarketingSettings', 'updateMarketingSettings'),
      ],
    },
    world: { username: GRANITE },
    project: (c: { channels: MarketingChoices; refusal: { channel: string } | null; saveError: string | null }) => ({
      channels: c.channels,
      refusal: c.refusal?.channel ?? null,
      saveError: c.saveError,
    }),
  });
}
