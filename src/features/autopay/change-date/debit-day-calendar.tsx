import { Trans, useLingui } from '@lingui/react/macro';
import { selectableDebitDays, type DebitDayRange } from '../../../domain/autopay';
import { fieldId } from '../parts/use-shown-errors';

/** spec billing §2: a month's days; no selectable range reaches past the 28th (src/domain/autopay-debit-day). */
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

interface Props {
  ranges: readonly DebitDayRange[];
  day: number | null;
  /** the day Auto Pay debits now */
  current: number | null;
  onDay: (day: number) => void;
  disabled: boolean;
  describedBy?: string;
}

/**
 * The debit-date calendar (spec billing §2): days 1–28 as one radio group laid out as a month,
 * arrows move between days. Days outside the account's selectable ranges (`selectableDebitDays`)
 * are marked and can still be chosen: the page then says a payment that day would be late (§5).
 */
export function DebitDayCalendar({ ranges, day, current, onDay, disabled, describedBy }: Props) {
  const { t } = useLingui();
  const selectable = new Set(selectableDebitDays(ranges));
  return (
    <fieldset id={fieldId('debitDay')} tabIndex={-1} className="calendar" aria-describedby={describedBy} disabled={disabled}>
      <legend className="field__label">
        <Trans>Day of the month</Trans>
      </legend>
      <div className="calendar__grid" data-testid="ap-calendar">
        {DAYS.map((d) => {
          const late = !selectable.has(d);
          const id = `ap-day-${d}`;
          const notes = [d === current ? t`current debit day` : null, late ? t`payment would be late` : null].filter(Boolean).join(', ');
          return (
            <label
              key={d}
              htmlFor={id}
              className={`calendar__day${late ? ' calendar__day--late' : ''}${d === day ? ' calendar__day--chosen' : ''}${d === current ? ' calendar__day--current' : ''}`}
              data-testid={id}
            >
              <input id={id} type="radio" name="debit-day" className="calendar__input" value={d} checked={d === day} onChange={() => onDay(d)} />
              <span className="calendar__number" aria-hidden="true">
                {d}
              </span>
              <span className="visually-hidden">{notes ? t`Day ${d} (${notes})` : t`Day ${d}`}</span>
            </label>
          );
        })}
      </div>
      <ul className="calendar__legend" aria-hidden="true">
        <li>
          <span className="calendar__swatch calendar__swatch--current" />
          <Trans>Current debit day</Trans>
        </li>
        <li>
          <span className="calendar__swatch calendar__swatch--late" />
          <Trans>A payment would be late</Trans>
        </li>
      </ul>
    </fieldset>
  );
}
