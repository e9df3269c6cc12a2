import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A contact a one-time code can go to: its id, what it is (the address or number) and how it is sent. */
export interface CodeContactChoice {
  id: string;
  title: ReactNode;
  sub: ReactNode;
}

/**
 * "Where should we send a one-time code?": one radio per contact, the first chosen. Its form reads
 * the choice by `name` (each radio's id and test id are `name-id`); the arrow keys move the choice.
 */
export function CodeContactChoices({ name, choices }: { name: string; choices: readonly CodeContactChoice[] }) {
  return (
    <fieldset className="choices">
      <legend className="field__label">
        <Trans>Where should we send a one-time code?</Trans>
      </legend>
      {choices.map((c, i) => (
        <div key={c.id} className="choice choice__row">
          <input type="radio" id={`${name}-${c.id}`} name={name} value={c.id} defaultChecked={i === 0} data-testid={`${name}-${c.id}`} />
          <label className="choice__label" htmlFor={`${name}-${c.id}`}>
            <span className="choice__title">{c.title}</span>
            <span className="choice__sub">{c.sub}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
