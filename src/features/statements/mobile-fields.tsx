import { Plural, Trans } from '@lingui/react/macro';
import type { MobileStatement } from '../../domain/mobile-statement';
import { formattedPhone } from '../../domain/contacts';
import { useFormat } from '../../i18n/format';
import { Fact } from '../../ui/facts';
import { Table } from '../../ui/table';

/**
 * A statement's mobile fields (spec platform §3 "Current statement", "Historical statement"),
 * where the account has mobile: the mobile account, the Auto Pay debit date and the days
 * left to pay, the plan groups and their lines, the device installments and the statement credits.
 */
export function MobileFields({ mobile }: { mobile: MobileStatement }) {
  const { money, date } = useFormat();
  return (
    <section className="statement__mobile" data-testid="mobile-fields" aria-labelledby="mobile-fields-title">
      <h3 id="mobile-fields-title" className="statement__heading">
        <Trans>Mobile account</Trans>
      </h3>
      <dl className="facts">
        <Fact label={<Trans>Mobile account number</Trans>} testId="mobile-account-number" mono>
          {mobile.mobileAccountNumber}
        </Fact>
        {mobile.debitDate ? (
          <Fact label={<Trans>Auto Pay debit date</Trans>} testId="mobile-debit-date">
            {date(mobile.debitDate)}
          </Fact>
        ) : null}
        {mobile.daysRemaining !== null ? (
          <Fact label={<Trans>Days remaining to pay</Trans>} testId="mobile-days-remaining">
            <Plural value={mobile.daysRemaining} _0="Due today" one="# day" other="# days" />
          </Fact>
        ) : null}
      </dl>

      <h4 className="statement__subheading">
        <Trans>Plan groups</Trans>
      </h4>
      <ul className="statement__groups" data-testid="mobile-plan-groups">
        {mobile.planGroups.map((g) => (
          <li key={g.name} className="statement__group">
            <div className="statement__row">
              <span>{g.name}</span>
              <span className="num">{money(g.amount)}</span>
            </div>
            <ul className="statement__group-lines">
              {g.lines.map((l) => (
                <li key={l.lineNumber}>
                  {l.lineName}, {formattedPhone(l.lineNumber)}: {l.planName}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      {mobile.deviceInstallments.length > 0 ? (
        <>
          <h4 className="statement__subheading">
            <Trans>Device installments</Trans>
          </h4>
          <ul className="statement__groups" data-testid="mobile-installments">
            {mobile.deviceInstallments.map((d) => (
              <li key={`${d.device}-${d.lineNumber}`} className="statement__group">
                <div className="statement__row">
                  <span>
                    {d.device}, {formattedPhone(d.lineNumber)}
                  </span>
                  <span className="num">{money(d.amount)}</span>
                </div>
                <p className="statement__group-lines">
                  <Trans>
                    Installment {d.installment} of {d.termLength}; {money(d.remainingBalance)} left to pay
                  </Trans>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {mobile.credits.length > 0 ? (
        <Table
          className="statements__table"
          testId="mobile-credits"
          captionClassName="call-details__caption"
          caption={<Trans>Statement credits</Trans>}
          columns={[
            { heading: <Trans>Date</Trans> },
            { heading: <Trans>Type</Trans> },
            { heading: <Trans>Paid with</Trans> },
            { heading: <Trans>Amount</Trans>, className: 'num' },
          ]}
        >
          {mobile.credits.map((c, i) => (
            <tr key={c.paymentId ?? `credit-${i}`}>
              <td>{date(c.activityDate)}</td>
              <td>{c.activityType === 'PAYMENT' ? <Trans>Payment</Trans> : <Trans>Credit</Trans>}</td>
              <td>
                {c.activityType !== 'PAYMENT' ? (
                  ''
                ) : c.paymentType === 'CARD' ? (
                  `${c.cardType ?? ''} •••• ${c.lastFour ?? ''}`
                ) : c.paymentType === 'BANK' ? (
                  <Trans>Bank account •••• {c.lastFour}</Trans>
                ) : (
                  <Trans>Cash</Trans>
                )}
              </td>
              <td className="num">{money(-c.activityAmount)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </section>
  );
}
