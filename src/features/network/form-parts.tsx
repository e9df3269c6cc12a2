import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentProps, ReactNode } from 'react';
import type { NetworkSettingsEvent } from '../../../machines/network/network-settings';
import { lanHostRange, type Lan } from '../../domain/network';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { fieldId } from '../../ui/payment-method/field-id';
import { TextField } from '../../ui/payment-method/text-field';
import { useShownErrors } from '../../ui/use-shown-errors';
import { issueText, saveErrorText } from './messages';
import type { NetworkSettingsFlow } from './use-network-settings';

/** Save and Cancel of a network form: Save is the form's submit; both wait while the call is out. */
function FormButtons({ busy, saveLabel, onCancel }: { busy: boolean; saveLabel: ReactNode; onCancel: () => void }) {
  return (
    <div className="equipment__buttons">
      <button type="submit" className="button button--small" disabled={busy}>
        {busy ? <Trans>Saving…</Trans> : saveLabel}
      </button>
      <button type="button" className="button button--small button--ghost" disabled={busy} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** Why the last save did not go through, announced. */
function SaveError({ code, testId }: { code: string | null; testId: string }) {
  const { t } = useLingui();
  if (!code) return null;
  return (
    <p role="alert" className="field__error" data-testid={testId}>
      {t(saveErrorText(code))}
    </p>
  );
}

/** One panel of the network section: a titled block with its own heading (level 3). */
export function Panel({ id, title, children, actions }: { id: string; title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="network__panel" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="network__panel-head">
        <h3 id={`${id}-title`} className="network__panel-title">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A button that sends one event to the section flow, disabled while the flow would not take it (a refusal, another change open). */
export function FlowButton({
  flow,
  event,
  id,
  variant = 'ghost',
  children,
}: {
  flow: NetworkSettingsFlow;
  event: NetworkSettingsEvent;
  id: string;
  variant?: 'ghost' | 'danger';
  children: ReactNode;
}) {
  return (
    <button id={id} type="button" className={`button button--small button--${variant}`} disabled={!flow.snapshot.can(event)} onClick={() => flow.send(event)}>
      {children}
    </button>
  );
}

/** A panel whose change opens in place (a form): its button in the heading, hidden while the change is open. */
export function ChangePanel({
  id,
  title,
  flow,
  open,
  event,
  label,
  children,
}: {
  id: string;
  title: ReactNode;
  flow: NetworkSettingsFlow;
  open: boolean;
  event: NetworkSettingsEvent;
  label: ReactNode;
  children: ReactNode;
}) {
  const actions = open ? null : (
    <FlowButton flow={flow} event={event} id={`network-${event.type.replace('.', '-')}`}>
      {label}
    </FlowButton>
  );
  return (
    <Panel id={id} title={title} actions={actions}>
      {children}
    </Panel>
  );
}

/** The records of a panel as a list, or what to say when there are none. */
export function RecordList<T>({ records, empty, children }: { records: readonly T[]; empty: ReactNode; children: (record: T) => ReactNode }) {
  if (records.length === 0) return <p className="field__hint">{empty}</p>;
  return <ul className="network__list">{records.map(children)}</ul>;
}

/** One record in a list: its title, a line about it (`hint`: in the hints' type), and what can be done with it. */
export function RecordItem({ testId, title, line, hint, action }: { testId: string; title: ReactNode; line: ReactNode; hint?: boolean; action: ReactNode }) {
  return (
    <li className="network__item network__item--row" data-testid={testId}>
      <div>
        <p className="network__item-title">{title}</p>
        <p className={hint ? 'network__item-line field__hint' : 'network__item-line'}>{line}</p>
      </div>
      {action}
    </li>
  );
}

/** What a network form reads of its flow (machines/parts/form-save.ts): where it is, whether it is saving or refused, why a save failed. */
interface FormSnapshot {
  value: unknown;
  context: { saveError: string | null; tried: boolean };
  hasTag: (tag: 'busy' | 'refused') => boolean;
}

/**
 * A network form (`name`: its test ids and its fields' prefix): Save submits, the save's failure and
 * the buttons below the fields; `title` above them, `after` below (a dialog the form opens).
 */
export function NetworkForm({
  name,
  snapshot,
  actor,
  title,
  saveLabel,
  children,
  after,
}: {
  name: string;
  snapshot: FormSnapshot;
  actor: { send: (event: { type: 'save' } | { type: 'cancel' }) => void };
  title?: ReactNode;
  saveLabel: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <form
      className="network__form"
      noValidate
      data-testid={`${name}-form`}
      data-state={JSON.stringify(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save' });
      }}
    >
      {title ? <h4 className="network__form-title">{title}</h4> : null}
      {children}
      <SaveError code={snapshot.context.saveError} testId={`${name}-save-failed`} />
      <FormButtons busy={snapshot.hasTag('busy')} saveLabel={saveLabel} onCancel={() => actor.send({ type: 'cancel' })} />
      {after}
    </form>
  );
}

/**
 * Which of a form's errors show (src/ui/use-shown-errors.ts): the domain rule's codes by field,
 * keyed `<name>.<field>` like the fields, in their words; `order` is the fields' order on the form.
 */
export function useFormErrors(name: string, codes: Readonly<Record<string, string>>, order: readonly string[], snapshot: FormSnapshot) {
  const { t } = useLingui();
  const errors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [`${name}.${field}`, t(issueText(code))]));
  return useShownErrors(
    errors,
    snapshot.context.tried,
    order.map((field) => `${name}.${field}`),
    snapshot.hasTag('refused'),
    fieldId,
  );
}

/**
 * The props of a text field for one field of a draft the form sends whole (`<form>.set`): its id
 * (`<name>.<field>`, like its error), its value, the draft sent again with it changed, its error if shown.
 */
export const draftField =
  <D extends object>(name: string, draft: D, send: (draft: D) => void, shown: (key: string) => string | null) =>
  <K extends keyof D & string>(field: K) => ({
    field: `${name}.${field}`,
    value: draft[field],
    onValue: (value: D[K]) => send({ ...draft, [field]: value }),
    error: shown(`${name}.${field}`),
  });

/** A device's address on the router's LAN, with the range it must be in (src/domain/network.ts lanHostRange). */
export function LanAddressField({ lan, ...field }: Omit<ComponentProps<typeof TextField>, 'hint' | 'inputMode' | 'autoComplete'> & { lan: Lan }) {
  const { first, last } = lanHostRange(lan);
  const router = lan.routerAddress;
  return (
    <TextField
      {...field}
      hint={
        <Trans>
          From {first} to {last}, except the router's own {router}
        </Trans>
      }
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/** A choice among a rule's values (src/domain/network.ts), each shown in its words (`text`). */
export function ChoiceField<T extends string>({
  field,
  label,
  value,
  choices,
  text,
  onValue,
}: {
  field: string;
  label: ReactNode;
  value: T;
  choices: readonly T[];
  text: Record<string, MessageDescriptor>;
  onValue: (value: T) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      <select id={fieldId(field)} className="field__input" value={value} onChange={(e) => onValue(choices.find((c) => c === e.target.value) ?? value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(text[choice]!)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The router's apply-and-confirm step of a form (the flow's `apply` dialog): Apply sends the change, Go back returns to the form. */
export function ApplyDialog({
  actor,
  children,
  ...dialog
}: Pick<ComponentProps<typeof ModalDialog>, 'id' | 'title' | 'returnFocusTo' | 'children'> & {
  actor: { send: (event: { type: 'apply' } | { type: 'back' }) => void };
}) {
  return (
    <ModalDialog
      {...dialog}
      confirmLabel={<Trans>Apply</Trans>}
      dismissLabel={<Trans>Go back</Trans>}
      onConfirm={() => actor.send({ type: 'apply' })}
      onDismiss={() => actor.send({ type: 'back' })}
    >
      <p>{children}</p>
    </ModalDialog>
  );
}
