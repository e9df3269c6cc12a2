/** What the step knows of its fields' checks: the code shown for a field, and which field is announced. */
export interface FieldChecks {
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  /** the words for a rule code, for the field whose key the flow checks (`card.zip`, `bank.routingNumber`) */
  errorText: (code: string, key: string) => string;
}

/**
 * A field's error, announcement and blur, as TextField takes them, for the field keyed `key` in the
 * checks; its id is made of `field` (the key itself unless a form keys its checks otherwise).
 */
export function fieldState(key: string, checks: FieldChecks, field = key) {
  const code = checks.shown(key);
  return { field, error: code ? checks.errorText(code, key) : null, announce: checks.alertField === key, onBlur: () => checks.touch(key) };
}

/** The keys of a draft whose values are any text typed in (not a choice among some strings). */
type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? (string extends Draft[K] ? K : never) : never }[keyof Draft] & string;

/**
 * A draft typed in (a card, a bank account, a contact): its setter, and for a text field all that
 * TextField takes (the value, the draft sent again with it changed, the field's state keyed
 * `prefix.name` in the checks), so that a form names each field once.
 */
export function draftFields<Draft extends object>(prefix: string, draft: Draft, onDraft: (draft: Draft) => void, checks: FieldChecks) {
  const set = (patch: Partial<Draft>) => onDraft({ ...draft, ...patch });
  return {
    set,
    field: (name: TextKey<Draft>) => ({
      ...fieldState(`${prefix}.${name}`, checks),
      value: draft[name] as string,
      onValue: (value: string) => set({ [name]: value } as Partial<Draft>),
    }),
  };
}
