import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { fetchInternationalUsage, type InternationalUsage } from '../../api/mobile-account';
import { useMobileFormat } from './use-mobile-format';
import { AsOf } from './as-of';
import { EVENT_TYPE, UNIT_ONE, UNIT_TYPE, wordsFor } from './mobile-words';

/** A country's name in the page's language, from its ISO 3166 code. */
const countryName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * A line's international usage between two days (spec platform §3): roaming, long distance and
 * day passes, by country, with the event type, rate, units and charge. The range is this cycle
 * until the user picks another; the server refuses a start after the end (range.reversed).
 */
export function InternationalUsageCard({ lineId, cycleStart, today }: { lineId: string; cycleStart: string; today: string }) {
  const { t } = useLingui();
  const [from, setFrom] = useState(cycleStart);
  const [thru, setThru] = useState(today);
  const [range, setRange] = useState({ from: cycleStart, thru: today });
  const usage = useInternationalUsage(lineId, range.from, range.thru);
  const reversed = from > thru;
  return (
    <section className="card" aria-labelledby="line-international" data-testid="international-usage">
      <h2 id="line-international" className="card__title">
        <Trans>International usage</Trans>
      </h2>
      <form
        className="mobile__filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reversed) setRange({ from, thru });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="intl-from">
            <Trans>From</Trans>
          </label>
          <input id="intl-from" className="field__input" type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="intl-to">
            <Trans>To</Trans>
          </label>
          <input
            id="intl-to"
            className="field__input"
            type="date"
            value={thru}
            max={today}
            onChange={(e) => setThru(e.target.value)}
            aria-invalid={reversed || undefined}
          />
        </div>
        <button type="submit" className="button button--secondary button--small">
          <Trans>Show usage</Trans>
        </button>
      </form>
      {reversed ? (
        <p role="alert" className="field__error">
          {t`The start must not be after the end.`}
        </p>
      ) : null}
      {usage.screen === 'loading' ? (
        <p role="status">
          <Trans>Loading the international usage…</Trans>
        </p>
      ) : usage.screen === 'unavailable' ? (
        <p role="alert">
          <Trans>The international usage could not be loaded. Please try again.</Trans>
        </p>
      ) : (
        <Events usage={usage.data} />
      )}
    </section>
  );
}

type UsageRead = { screen: 'loading' } | { screen: 'ready'; data: InternationalUsage } | { screen: 'unavailable' };

/** The usage of the range asked for, read again when the range changes; a failure is this card's alone. */
function useInternationalUsage(lineId: string, from: string, thru: string): UsageRead {
  const [read, setRead] = useState<UsageRead & { key: string }>({ screen: 'loading', key: '' });
  const key = `${lineId}:${from}:${thru}`;
  useEffect(() => {
    let current = true;
    fetchInternationalUsage(lineId, from, thru).then(
      (data) => current && setRead({ screen: 'ready', data, key }),
      () => current && setRead({ screen: 'unavailable', key }),
    );
    return () => {
      current = false;
    };
  }, [lineId, from, thru, key]);
  return read.key === key ? read : { screen: 'loading' };
}

function Events({ usage }: { usage: InternationalUsage }) {
  const { i18n } = useLingui();
  const format = useMobileFormat();
  const total = format.money(usage.totalCharge);
  if (usage.events.length === 0)
    return (
      <>
        <p data-testid="international-none">
          <Trans>No international usage between these days.</Trans>
        </p>
        <AsOf asOf={usage.asOf} />
      </>
    );
  return (
    <>
      <div className="mobile__table-wrap">
        <table className="mobile-table" data-testid="international-table">
          <caption className="visually-hidden">
            <Trans>International usage</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Country</Trans>
              </th>
              <th scope="col">
                <Trans>Type</Trans>
              </th>
              <th scope="col" className="mobile-table__num">
                <Trans>Rate</Trans>
              </th>
              <th scope="col" className="mobile-table__num">
                <Trans>Units</Trans>
              </th>
              <th scope="col" className="mobile-table__num">
                <Trans>Charge</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.events.map((e, i) => {
              const unit = wordsFor(UNIT_ONE, e.unitType, i18n);
              const units = wordsFor(UNIT_TYPE, e.unitType, i18n);
              const rate = format.money(e.rate);
              return (
                <tr key={i}>
                  <td>{format.date(e.date, 'medium')}</td>
                  <td>{countryName(e.country, i18n.locale)}</td>
                  <td>{wordsFor(EVENT_TYPE, e.eventType, i18n)}</td>
                  <td className="mobile-table__num">
                    <Trans>
                      {rate} per {unit}
                    </Trans>
                  </td>
                  <td className="mobile-table__num">
                    {e.units} {units}
                  </td>
                  <td className="mobile-table__num">{format.money(e.charge)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mobile__total">
        <Trans>Total charge: {total}</Trans>
      </p>
      <AsOf asOf={usage.asOf} />
    </>
  );
}
