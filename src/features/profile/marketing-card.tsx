import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { marketingSettingsEditMachine } from '../../../machines/profile/marketing-settings-edit';
import { MARKETING_CHANNELS, type MarketingSettings } from '../../domain/marketing';
import { useFormat } from '../../i18n/format';
import { SaveForm } from '../../ui/flow-steps/save-form';
import { CHANNEL_LABELS } from './labels';

/** The channels offers may come by, on or off (read only). */
export function MarketingList({ settings }: { settings: MarketingSettings }) {
  const { t } = useLingui();
  const format = useFormat();
  const day = settings.updatedOn ? format.date(settings.updatedOn, 'medium') : null;
  return (
    <>
      <ul className="marketing" data-testid="marketing-list">
        {MARKETING_CHANNELS.map((channel) => (
          <li key={channel} className="marketing__channel" data-testid={`marketing-${channel}`}>
            <span className="preferences__title">{t(CHANNEL_LABELS[channel].title)}</span>
            <span className={settings.channels[channel] ? 'badge badge--ok' : 'badge'}>
              {settings.channels[channel] ? <Trans>Yes</Trans> : <Trans>No</Trans>}
            </span>
          </li>
        ))}
      </ul>
      <p className="card__text">{day ? <Trans>Last changed on {day}.</Trans> : <Trans>No offers are sent until you choose how to get them.</Trans>}</p>
    </>
  );
}

/** The marketingSettingsEdit flow: a checkbox per channel; a channel the contacts cannot receive says why. */
export function MarketingEditor({ actor }: { actor: ActorRefFrom<typeof marketingSettingsEditMachine> }) {
  const { t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.status === 'done') return null;
  const { channels, refusal, saveError } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <SaveForm testId="marketing-editor" busy={busy} actor={actor} primary={<Trans>Save marketing choices</Trans>}>
      {saveError ? (
        <p className="field__error" role="alert" data-testid="marketing-save-error">
          {saveError === 'marketing.noContact' ? (
            <Trans>No verified contact gets offers that way. Verify a contact first.</Trans>
          ) : (
            <Trans>Your marketing choices couldn't be saved. Nothing was changed. Please try again.</Trans>
          )}
        </p>
      ) : null}
      <fieldset className="preferences__family">
        <legend className="preferences__title">
          <Trans>Send us offers by</Trans>
        </legend>
        {MARKETING_CHANNELS.map((channel) => {
          const id = `marketing-${channel}-choice`;
          return (
            <div key={channel} className="preferences__choice-group">
              <div className="preferences__choice preferences__choice--hinted">
                <input
                  id={id}
                  type="checkbox"
                  checked={channels[channel]}
                  aria-describedby={`${id}-needs`}
                  onChange={() => actor.send({ type: 'toggle', channel })}
                />
                <label htmlFor={id}>{t(CHANNEL_LABELS[channel].title)}</label>
                <span id={`${id}-needs`} className="preferences__why">
                  {t(CHANNEL_LABELS[channel].needs)}
                </span>
              </div>
              {refusal?.channel === channel ? (
                <p className="field__error" role="alert" data-testid="marketing-refusal">
                  <Trans>No verified contact of the account gets offers that way. Add or verify one first.</Trans>
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </SaveForm>
  );
}
