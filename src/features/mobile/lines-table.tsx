import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { MobileDevice, MobileLine, MobilePlan } from '../../api/mobile-account';
import { deviceName } from '../../domain/mobile-display-format';
import { useMobileFormat } from './use-mobile-format';
import { LINE_STATUS, LINE_STATUSES, USAGE_STATE, wordsFor } from './mobile-words';

const matchesSearch = (line: MobileLine, search: string): boolean => {
  const words = search.trim().toLowerCase();
  if (!words) return true;
  const digits = words.replace(/\D/g, '');
  return line.lineName.toLowerCase().includes(words) || (digits.length > 0 && line.lineNumber.replace(/\D/g, '').includes(digits));
};

/**
 * The account's lines (spec platform §3): name, number, status, device, plan, data used against the
 * plan group's allowance, slowed down or not, usage state; filtered by status and searched by
 * name or number. The filter is the page's own: it changes what is shown, never the account.
 */
export function LinesTable({ lines, devices, plans }: { lines: MobileLine[]; devices: MobileDevice[]; plans: MobilePlan[] }) {
  const { t, i18n } = useLingui();
  const format = useMobileFormat();
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const present = LINE_STATUSES.filter((s) => lines.some((l) => l.status === s));
  const shown = lines.filter((l) => (status === '' || l.status === status) && matchesSearch(l, search));
  return (
    <>
      <div className="mobile__filters" role="search">
        <div className="field">
          <label className="field__label" htmlFor="line-status">
            <Trans>Status</Trans>
          </label>
          <select id="line-status" className="field__input" value={status} onChange={(e) => setStatus(e.target.value)} data-testid="line-status-filter">
            <option value="">{t`All statuses`}</option>
            {present.map((s) => (
              <option key={s} value={s}>
                {wordsFor(LINE_STATUS, s, i18n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="line-search">
            <Trans>Search by name or number</Trans>
          </label>
          <input id="line-search" className="field__input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {shown.length === 0 ? (
        <p role="status">
          <Trans>No line matches.</Trans>
        </p>
      ) : (
        <div className="mobile__table-wrap">
          <table className="mobile-table" data-testid="lines-table">
            <caption className="visually-hidden">
              <Trans>Mobile lines</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Line</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Device</Trans>
                </th>
                <th scope="col">
                  <Trans>Plan</Trans>
                </th>
                <th scope="col" className="mobile-table__num">
                  <Trans>Data used</Trans>
                </th>
                <th scope="col">
                  <Trans>Speed</Trans>
                </th>
                <th scope="col">
                  <Trans>Usage state</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => {
                const device = devices.find((d) => d.deviceId === line.deviceId);
                const plan = plans.find((p) => p.planGroupId === line.planGroupId);
                const used = format.data(line.dataUsedMb);
                const allowance = plan ? format.data(plan.allowedDataUsage) : '';
                return (
                  <tr key={line.lineId} data-testid="mobile-line">
                    <th scope="row">
                      <Link to="/services/mobile/lines/$lineId" params={{ lineId: line.lineId }} className="link">
                        {line.lineName}
                      </Link>
                      <span className="mobile-table__sub">{line.lineNumber}</span>
                    </th>
                    <td>{wordsFor(LINE_STATUS, line.status, i18n)}</td>
                    <td>{device ? deviceName(device) : <Trans>No device</Trans>}</td>
                    <td>{line.planName}</td>
                    <td className="mobile-table__num">
                      {plan ? (
                        <Trans>
                          {used} of {allowance} shared
                        </Trans>
                      ) : (
                        used
                      )}
                    </td>
                    <td>{line.throttled ? <Trans>Slowed down</Trans> : <Trans>Full speed</Trans>}</td>
                    <td>{i18n._(USAGE_STATE[line.usageState])}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
