import { Trans } from '@lingui/react/macro';
import type { MobileLineDetails } from '../../api/mobile-account';
import { useMobileFormat } from './use-mobile-format';
import { AsOf } from './as-of';

/**
 * This cycle's data by day (spec platform §3 data usage): a bar for each day, drawn for the eye
 * (hidden from screen readers), and the same figures in a table under it.
 */
export function UsageByDay({ usage }: { usage: MobileLineDetails['dataUsage'] }) {
  const format = useMobileFormat();
  const most = Math.max(1, ...usage.days.map((d) => d.usedMb));
  const total = format.data(usage.totalMb);
  return (
    <section className="card" aria-labelledby="line-days" data-testid="usage-by-day">
      <h2 id="line-days" className="card__title">
        <Trans>Data by day this cycle</Trans>
      </h2>
      <p>
        <Trans>Total so far: {total}</Trans>
      </p>
      <div className="mobile__bars" aria-hidden="true">
        {usage.days.map((d) => (
          <span key={d.date} className="mobile__bar" style={{ height: `${Math.round((d.usedMb / most) * 100)}%` }} title={format.date(d.date, 'medium')} />
        ))}
      </div>
      <div className="mobile__table-wrap">
        <table className="mobile-table">
          <caption className="visually-hidden">
            <Trans>Data by day this cycle</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col" className="mobile-table__num">
                <Trans>Data used</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...usage.days].reverse().map((d) => (
              <tr key={d.date}>
                <td>{format.date(d.date, 'medium')}</td>
                <td className="mobile-table__num">{format.data(d.usedMb)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AsOf asOf={usage.asOf} />
    </section>
  );
}
