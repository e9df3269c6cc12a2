/** What the step knows of its fields' checks: the code shown for a field, and which field is announced. */
export interface FieldChecks {
  shown: (field: string) => string | null;
  touch: (field: string) => void;
  alertField: string | null;
  /** the words for a rule code, for the field whose key the flow checks (`card.zip`, `bank.routingNumber`) */
  errorText: (code: string, key: string) => string;
}

/** A field's error, announcement and blur, as TextField takes them, for the field keyed `key` in the checks. */
export function fieldState(key: string, checks: FieldChecks) {
  const code = checks.shown(key);
  return { field: key, error: code ? checks.errorText(code, key) : null, announce: checks.alertField === key, onBlur: () => checks.touch(key) };
}

/** A method being typed in (a card, a bank account): its setter, and its fields' state keyed `prefix.name` in the checks. */
export function draftFields<Draft extends object>(prefix: string, draft: Draft, onDraft: (draft: Draft) => void, checks: FieldChecks) {
  return {
    set: (patch: Partial<Draft>) => onDraft({ ...draft, ...patch }),
    field: (name: keyof Draft & string) => fieldState(`${prefix}.${name}`, checks),
  };
}
