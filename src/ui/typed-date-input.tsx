import { useLingui } from '@lingui/react/macro';
import { isCalendarDate } from '../domain/dates';
import { dateOrderOf, parseTypedDate, typedDate } from '../domain/typed-date';

/**
 * A date typed in its reader's order, with that order as its placeholder (mm/dd/yyyy; dd/mm/aaaa
 * in Spanish). Not the browser's date input, whose pattern follows the browser's language and not
 * the page's: a Spanish page in an English browser asked for mm/dd/yyyy. The value is the day
 * typed (YYYY-MM-DD) once the text names one, the text itself until then (a rule such as
 * src/domain/date-range.ts then says it is no date), null when empty.
 */
export function TypedDateInput({
  id,
  value,
  onValue,
  disabled,
  invalid,
  describedBy,
}: {
  id: string;
  value: string | null;
  onValue: (value: string | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t, i18n } = useLingui();
  const order = dateOrderOf(i18n.locale);
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="field__input field__input--date"
      placeholder={order === 'DMY' ? t`dd/mm/yyyy` : t`mm/dd/yyyy`}
      value={value === null ? '' : isCalendarDate(value) ? typedDate(value, order) : value}
      disabled={disabled}
      onChange={(e) => onValue(e.target.value.trim() === '' ? null : (parseTypedDate(e.target.value, order) ?? e.target.value))}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
