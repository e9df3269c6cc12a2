import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { wifiErrors, type AccessPointEdit, type networkWifiMachine } from '../../../machines/network/network-wifi';
import { screenMeta } from '../../../machines/parts/screen';
import { SECURITY_MODES, type AccessPointDraft } from '../../domain/network';
import type { RouterNetwork, WifiAccessPoint } from '../../domain/router-network';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { ApplyDialog, ChangePanel, ChoiceField, NetworkForm, useFormErrors } from './form-parts';
import { BAND_TEXT, SECURITY_TEXT } from './messages';
import type { NetworkSettingsFlow } from './use-network-settings';

type WifiRef = ActorRefFrom<typeof networkWifiMachine>;

/** The router's Wi-Fi networks, one per band: name, security and the password shown on request; Edit opens the Wi-Fi flow. */
export function WifiPanel({ flow, network }: { flow: NetworkSettingsFlow; network: RouterNetwork }) {
  const editing = flow.snapshot.children.wifi;
  return (
    <ChangePanel id="network-wifi" title={<Trans>Wi-Fi</Trans>} flow={flow} open={!!editing} event={{ type: 'wifi.edit' }} label={<Trans>Edit Wi-Fi</Trans>}>
      {editing ? (
        <WifiForm wifi={editing} />
      ) : (
        <ul className="network__list">
          {network.accessPoints.map((ap) => (
            <AccessPointItem key={ap.id} ap={ap} />
          ))}
        </ul>
      )}
    </ChangePanel>
  );
}

const bandsOf = (ap: Pick<WifiAccessPoint, 'radios'>) => ap.radios.map((r) => r.frequencyBand);

function BandName({ ap }: { ap: Pick<WifiAccessPoint, 'radios'> }) {
  const { t } = useLingui();
  return bandsOf(ap)
    .map((band) => (BAND_TEXT[band] ? t(BAND_TEXT[band]) : band))
    .join(', ');
}

function AccessPointItem({ ap }: { ap: WifiAccessPoint }) {
  const { t } = useLingui();
  // showing the password is how it is read, not where the flow goes
  const [shown, setShown] = useState(false);
  return (
    <li className="network__item" data-testid={`wifi-${ap.id}`}>
      <p className="network__item-title">
        <strong>{ap.ssid}</strong> <span className="badge">{<BandName ap={ap} />}</span>
      </p>
      <p className="network__item-line">
        <Trans>Security:</Trans> {t(SECURITY_TEXT[ap.securityMode]!)}
      </p>
      <p className="network__item-line">
        <Trans>Password:</Trans>{' '}
        <span className="device-facts__code" data-testid={`wifi-password-${ap.id}`}>
          {shown ? ap.password : '••••••••••'}
        </span>{' '}
        <button type="button" className="button button--link" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? <Trans>Hide password</Trans> : <Trans>Show password</Trans>}
        </button>
      </p>
    </li>
  );
}

const FIELDS = ['ssid', 'password', 'securityMode'] as const;

/** The Wi-Fi form (machines/network/network-wifi.ts): each band's name, password and security; Save asks to apply first. */
function WifiForm({ wifi }: { wifi: WifiRef }) {
  const snapshot = useSelector(wifi, (s) => s);
  const { drafts, accessPoints } = snapshot.context;
  const codes = Object.fromEntries(
    Object.entries(wifiErrors(drafts)).flatMap(([id, fields]) => Object.entries(fields).map(([field, code]) => [`${id}.${field}`, code])),
  );
  const order = drafts.flatMap((d) => FIELDS.map((f) => `${d.id}.${f}`));
  const { shown } = useFormErrors('wifi', codes, order, snapshot);
  const set = (draft: AccessPointEdit) => wifi.send({ type: 'ap.set', draft });
  const dialog = screenMeta(snapshot).dialog;
  return (
    <NetworkForm
      name="wifi"
      snapshot={snapshot}
      actor={wifi}
      saveLabel={<Trans>Save Wi-Fi</Trans>}
      after={
        dialog === 'apply' ? (
          <ApplyDialog id="wifi-apply" actor={wifi} title={<Trans>Apply the new Wi-Fi settings?</Trans>} returnFocusTo={fieldId(`wifi.${order[0]!}`)}>
            <Trans>
              The router applies them at once: every device on Wi-Fi is disconnected and must join again with the new name or password. A card terminal or
              camera on Wi-Fi may need to be set up again.
            </Trans>
          </ApplyDialog>
        ) : null
      }
    >
      {drafts.map((draft) => {
        const ap = accessPoints.find((a) => a.id === draft.id)!;
        return (
          <fieldset key={draft.id} className="network__fieldset">
            <legend className="network__legend">
              <BandName ap={ap} />
            </legend>
            <WifiFields prefix={`wifi.${draft.id}`} draft={draft} set={(change) => set({ ...draft, ...change })} shown={shown} />
          </fieldset>
        );
      })}
    </NetworkForm>
  );
}

/** A Wi-Fi network's name, password and security mode (an access point's, a guest network's): fields `<prefix>.ssid` and so on. */
export function WifiFields({
  prefix,
  draft,
  set,
  shown,
}: {
  prefix: string;
  draft: AccessPointDraft;
  set: (change: Partial<AccessPointDraft>) => void;
  shown: (key: string) => string | null;
}) {
  const key = (field: keyof AccessPointDraft) => `${prefix}.${field}`;
  return (
    <>
      <TextField
        field={key('ssid')}
        label={<Trans>Network name (SSID)</Trans>}
        value={draft.ssid}
        onValue={(ssid) => set({ ssid })}
        error={shown(key('ssid'))}
        autoComplete="off"
      />
      <PasswordField field={key('password')} value={draft.password} onValue={(password) => set({ password })} error={shown(key('password'))} />
      <ChoiceField
        field={key('securityMode')}
        label={<Trans>Security</Trans>}
        value={draft.securityMode}
        choices={SECURITY_MODES}
        text={SECURITY_TEXT}
        onValue={(securityMode) => set({ securityMode })}
      />
    </>
  );
}

/** A password typed with the choice to see it (a view matter: the flow holds only the text). */
function PasswordField({ field, value, onValue, error }: { field: string; value: string; onValue: (value: string) => void; error: string | null }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      field={field}
      label={<Trans>Password</Trans>}
      hint={<Trans>8 to 63 characters</Trans>}
      type={visible ? 'text' : 'password'}
      value={value}
      onValue={onValue}
      error={error}
      autoComplete="new-password"
      addon={
        <button
          type="button"
          className="button button--link network__reveal"
          aria-pressed={visible}
          aria-controls={fieldId(field)}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      }
    />
  );
}
