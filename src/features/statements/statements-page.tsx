import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { screenMeta } from '../../../machines/parts/screen';
import type { StatementPair, StatementViewerEvent } from '../../../machines/statements/statement-viewer';
import type { StatementPdfOutput } from '../../../machines/statements/statement-pdf';
import { statementViewer } from '../../api/flows-statements';
import type { StatementSummary } from '../../domain/billing';
import type { Profile } from '../../domain/session';
import { adjustmentsOf, compareRefusal, statementIsLate, statementSections, type DisplaySection, type PdfLanguage } from '../../domain/statement';
import { comparedSections, type ComparedAmount, type ComparedStatements } from '../../domain/statement-compare';
import { useFormat } from '../../i18n/format';
import { sharedMessages } from '../../i18n/shared-messages';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useFlow } from '../../shell/use-flow';
import { BillingMoved } from '../../ui/billing-moved';
import { Fact } from '../../ui/facts';
import { PageHeader } from '../../ui/page-header';
import { TableHead } from '../../ui/table-head';
import { CallDetailDialog, CallDetails, CallsEnded, type CodeDialog } from './call-details';
import { CHANGE_HEADING, CHANGE_REASON_TEXT, SECTION_TITLES, STATEMENT_MESSAGES } from './messages';
import { MobileFields } from './mobile-fields';

type Send = (event: StatementViewerEvent) => void;
/** what payments take off the balance, shown negative (and never as -$0.00) */
const minus = (cents: number) => (cents === 0 ? 0 : -cents);

/**
 * /billing/view-statements (spec billing §2, §8, §9): the statements, one read by sections, the
 * comparison with last month and the printable PDF; the `statementViewer` flow decides, this
 * view shows its screen.
 */
export function StatementsPage({ codeDialog }: { codeDialog: CodeDialog }) {
  const { t } = useLingui();
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t`Statements`);
  return (
    <div className="page statements">
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={<Trans>Statements</Trans>} />
      {profile.billingSuppressed ? <BillingMoved /> : <StatementViewer codeDialog={codeDialog} />}
    </div>
  );
}

function StatementViewer({ codeDialog }: { codeDialog: CodeDialog }) {
  const { t, i18n } = useLingui();
  const { snapshot, send } = useFlow(statementViewer, undefined);
  const { screen } = screenMeta(snapshot);
  const { list, pair, selectedId, comparison, expanded, printed, calls } = snapshot.context;
  const verifying = snapshot.children.calls;
  const busy = snapshot.hasTag('busy');
  const lang: PdfLanguage = i18n.locale === 'es' ? 'es' : 'en';
  const print = () => send({ type: 'print', lang });
  return (
    <section className="card statements__card" data-testid="statements" data-state={JSON.stringify(snapshot.value)} aria-busy={busy || undefined}>
      {screen === 'loading' ? (
        <p className="card__text" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : screen === 'listUnavailable' ? (
        <div className="notice notice--error" role="alert" data-testid="statements-unavailable">
          <p className="notice__text">{t(STATEMENT_MESSAGES.listUnavailable)}</p>
          <button type="button" className="button" onClick={() => send({ type: 'retry' })}>
            <Trans>Refresh</Trans>
          </button>
        </div>
      ) : screen === 'list' ? (
        <StatementList statements={list.statements} today={list.today} send={send} />
      ) : (
        <>
          <div className="statements__bar">
            <button type="button" className="button button--link" onClick={() => send({ type: 'back' })} disabled={busy} data-testid="statements-back">
              <Trans>All statements</Trans>
            </button>
            <DateSelector statements={list.statements} selectedId={selectedId} disabled={busy} send={send} />
          </div>
          <Printed printed={printed} onDismiss={() => send({ type: 'dismiss' })} />
          <CallsEnded output={calls} onDismiss={() => send({ type: 'dismiss' })} />
          {verifying ? <CallDetailDialog actor={verifying} codeDialog={codeDialog} /> : null}
          {screen === 'statementUnavailable' ? (
            <div className="notice notice--error" role="alert" data-testid="statement-unavailable">
              <p className="notice__text">{t(STATEMENT_MESSAGES.statementUnavailable)}</p>
              <div className="statements__actions">
                <button type="button" className="button" onClick={() => send({ type: 'retry' })} disabled={busy}>
                  <Trans>Refresh</Trans>
                </button>
                <PrintButton busy={busy} onPrint={print} label={<Trans>Download the printable version</Trans>} />
              </div>
            </div>
          ) : pair && screen === 'compare' && comparison ? (
            <Comparison pair={pair} comparison={comparison} busy={busy} onClose={() => send({ type: 'close' })} onPrint={print} />
          ) : pair ? (
            <DigitalStatement pair={pair} expanded={expanded} busy={busy} send={send} onPrint={print} canVerify={snapshot.can({ type: 'showCalls' })} />
          ) : null}
        </>
      )}
    </section>
  );
}

function StatementList({ statements, today, send }: { statements: StatementSummary[]; today: string; send: Send }) {
  const { t } = useLingui();
  const { money, date } = useFormat();
  const latest = statements[0] ?? null;
  return (
    <>
      {statementIsLate(latest?.statementDate ?? null, today) ? (
        <div className="notice notice--info" role="status" data-testid="statement-late">
          <p className="notice__text">
            <Trans>Your newest statement isn't here yet. A new statement can take 24 to 48 hours to appear after your billing date.</Trans>
          </p>
        </div>
      ) : null}
      <h2 className="card__title">
        <Trans>Your statements</Trans>
      </h2>
      {statements.length === 0 ? (
        <p className="card__text">
          <Trans>You have no statements yet.</Trans>
        </p>
      ) : (
        <div className="statements__scroll">
          <table className="statements__table" data-testid="statement-list">
            {/* one heading per cell of a row: the statement's date (the row's own header), its service period, its total, its due date */}
            <TableHead
              columns={[
                { heading: <Trans>Statement date</Trans> },
                { heading: <Trans>Service period</Trans> },
                { heading: <Trans>Total due</Trans>, className: 'num' },
                { heading: <Trans>Due date</Trans> },
              ]}
            />
            <tbody>
              {statements.map((s) => (
                <tr key={s.id} data-testid="statement-row">
                  <th scope="row">
                    <button
                      type="button"
                      className="button button--link"
                      onClick={() => send({ type: 'select', statementId: s.id })}
                      data-testid={`open-${s.id}`}
                    >
                      {date(s.statementDate, 'medium')}
                    </button>
                  </th>
                  <td data-label={t`Service period`}>
                    {date(s.servicePeriodFrom, 'medium')} – {date(s.servicePeriodThru, 'medium')}
                  </td>
                  <td className="num" data-label={t`Total due`}>
                    {money(s.totalDue)}
                  </td>
                  <td data-label={t`Due date`}>{date(s.dueDate, 'medium')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function DateSelector({
  statements,
  selectedId,
  disabled,
  send,
}: {
  statements: StatementSummary[];
  selectedId: string | null;
  disabled: boolean;
  send: Send;
}) {
  const { date } = useFormat();
  return (
    <label className="statements__selector">
      <span>
        <Trans>Statement date</Trans>
      </span>
      <select
        className="field__input"
        value={selectedId ?? ''}
        disabled={disabled}
        data-testid="statement-date"
        onChange={(e) => send({ type: 'select', statementId: e.target.value })}
      >
        {statements.map((s) => (
          <option key={s.id} value={s.id}>
            {date(s.statementDate)}
          </option>
        ))}
      </select>
    </label>
  );
}

function PrintButton({ busy, onPrint, label }: { busy: boolean; onPrint: () => void; label: ReactNode }) {
  return (
    <button type="button" className="button" onClick={onPrint} disabled={busy} data-testid="statement-pdf">
      {busy ? <Trans>Preparing the PDF…</Trans> : label}
    </button>
  );
}

function Printed({ printed, onDismiss }: { printed: StatementPdfOutput | null; onDismiss: () => void }) {
  const { t } = useLingui();
  if (!printed) return null;
  const saved = printed.outcome === 'saved';
  return (
    <div
      className={`notice ${saved ? 'notice--success' : 'notice--error'}`}
      role={saved ? 'status' : 'alert'}
      data-testid={saved ? 'statement-saved' : 'pdf-unavailable'}
    >
      <p className="notice__text">
        {saved ? t(sharedMessages.statementSaved) : t(STATEMENT_MESSAGES.printUnavailable)}
        {saved && printed.fileName ? <span className="statements__file"> {printed.fileName}</span> : null}
      </p>
      <button type="button" className="button button--link" onClick={onDismiss}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}

function DigitalStatement({
  pair,
  expanded,
  busy,
  send,
  onPrint,
  canVerify,
}: {
  pair: StatementPair;
  expanded: DisplaySection[];
  busy: boolean;
  send: Send;
  onPrint: () => void;
  /** the call details' verification can start (machines/statements/statement-viewer.ts `showCalls`) */
  canVerify: boolean;
}) {
  const { t } = useLingui();
  const { money, date } = useFormat();
  const s = pair.statement;
  const groups = statementSections(s.lineItems);
  const noCompare = compareRefusal(pair.previous);
  return (
    <article className="statement" data-testid="digital-statement" aria-labelledby="statement-title">
      <h2 id="statement-title" className="card__title">
        <Trans>Statement of {date(s.statementDate)}</Trans>
      </h2>
      <dl className="facts">
        <Fact label={<Trans>Service period</Trans>} testId="statement-period">
          {date(s.servicePeriodFrom)} – {date(s.servicePeriodThru)}
        </Fact>
        <Fact label={<Trans>Due date</Trans>}>{date(s.dueDate)}</Fact>
      </dl>
      {s.mobile ? <MobileFields mobile={s.mobile} /> : null}

      <h3 className="statement__heading">
        <Trans>Previous activity</Trans>
      </h3>
      <ActivityTotals previousBalance={money(s.previousBalance)} payments={money(minus(s.paymentsReceived))} adjustments={money(adjustmentsOf(s))} />

      <div className="statement__heading-row">
        <h3 className="statement__heading">
          <Trans>Current charges</Trans>
        </h3>
        <div className="statements__actions">
          <button type="button" className="button button--link" onClick={() => send({ type: 'expandAll' })} disabled={busy} data-testid="expand-all">
            <Trans>Expand all</Trans>
          </button>
          <button type="button" className="button button--link" onClick={() => send({ type: 'collapseAll' })} disabled={busy} data-testid="collapse-all">
            <Trans>Collapse all</Trans>
          </button>
        </div>
      </div>
      <ul className="statement__sections">
        {groups.map((g) => {
          const open = expanded.includes(g.section);
          const id = `section-${g.section}`;
          return (
            <li key={g.section} className="statement__section" data-testid={id}>
              <h4 className="statement__section-title">
                <button
                  type="button"
                  className="statement__toggle"
                  aria-expanded={open}
                  aria-controls={id + '-lines'}
                  onClick={() => send({ type: 'toggle', section: g.section })}
                >
                  <span aria-hidden="true" className="statement__chevron">
                    {open ? '▾' : '▸'}
                  </span>
                  <span className="statement__section-name">{t(SECTION_TITLES[g.section])}</span>
                  <span className="num">{money(g.total)}</span>
                </button>
              </h4>
              <dl id={id + '-lines'} className="statement__lines" hidden={!open}>
                {g.lines.map((l) => (
                  <Row key={l.id} label={l.description} amount={money(l.amount)} />
                ))}
              </dl>
              {g.section === 'VOICE' && open ? <CallDetails statement={s} canVerify={canVerify} onVerify={() => send({ type: 'showCalls' })} /> : null}
            </li>
          );
        })}
      </ul>
      <dl className="statement__totals statement__totals--strong">
        <Row label={<Trans>Current charges</Trans>} amount={money(s.currentCharges)} testId="current-charges" />
        <Row label={<Trans>Total due</Trans>} amount={money(s.totalDue)} testId="total-due" />
      </dl>
      <div className="statements__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => send({ type: 'compare' })}
          aria-disabled={noCompare !== null || busy || undefined}
          aria-describedby={noCompare ? 'compare-refusal' : undefined}
          data-testid="compare"
        >
          <Trans>Compare with last month</Trans>
        </button>
        <PrintButton busy={busy} onPrint={onPrint} label={<Trans>Download PDF</Trans>} />
      </div>
      {noCompare ? (
        <p id="compare-refusal" className="card__text statements__refusal" data-testid="compare-refusal">
          <Trans>This is the oldest statement we keep: there is no last month to compare with.</Trans>
        </p>
      ) : null}
    </article>
  );
}

function Row({ label, amount, testId }: { label: ReactNode; amount: string; testId?: string }) {
  return (
    <div className="statement__row">
      <dt>{label}</dt>
      <dd className="num" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}

/** The totals a statement starts from: previous balance, payments, adjustments. */
function ActivityTotals({ previousBalance, payments, adjustments }: { previousBalance: string; payments: string; adjustments: string }) {
  return (
    <dl className="statement__totals">
      <Row label={<Trans>Previous balance</Trans>} amount={previousBalance} />
      <Row label={<Trans>Payments received</Trans>} amount={payments} />
      <Row label={<Trans>Adjustments</Trans>} amount={adjustments} />
    </dl>
  );
}

function Comparison({
  pair,
  comparison,
  busy,
  onClose,
  onPrint,
}: {
  pair: StatementPair;
  comparison: ComparedStatements;
  busy: boolean;
  onClose: () => void;
  onPrint: () => void;
}) {
  const { t } = useLingui();
  const { date } = useFormat();
  const previous = pair.previous!;
  const c = comparison;
  return (
    <article className="statement" data-testid="comparison" aria-labelledby="compare-title">
      <h2 id="compare-title" className="card__title">
        <Trans>
          {date(pair.statement.statementDate)} compared with {date(previous.statementDate)}
        </Trans>
      </h2>
      <div className="statements__scroll">
        <table className="statements__table statements__table--compare">
          <caption className="visually-hidden">
            <Trans>Charges by service, last month and this month</Trans>
          </caption>
          <TableHead
            columns={[
              { heading: <Trans>Charge</Trans> },
              { heading: <Trans>Last month</Trans>, className: 'num' },
              { heading: <Trans>This month</Trans>, className: 'num' },
              { heading: t(CHANGE_HEADING), className: 'num' },
              { heading: <Trans>Why</Trans> },
            ]}
          />
          {/* spec billing §2: one service's charges together, under a row that names it with its totals */}
          {comparedSections(c.lines).map((group) => (
            <tbody key={group.section} className="statements__group" data-testid={`compare-section-${group.section}`}>
              <ComparedRow
                className="statements__group-row"
                scope="rowgroup"
                heading={t(SECTION_TITLES[group.section])}
                amounts={group.total}
                why={<Trans>Total of the service</Trans>}
              />
              {group.lines.map((l, i) => (
                <ComparedRow key={i} testId="compare-line" reason={l.reason} heading={l.description} amounts={l} why={t(CHANGE_REASON_TEXT[l.reason])} />
              ))}
            </tbody>
          ))}
          <tfoot>
            <ComparedRow
              testId="compare-charges"
              heading={<Trans>Current charges</Trans>}
              amounts={c.charges}
              why={c.reconciled ? <Trans>Every change above adds up to this</Trans> : <Trans>Does not add up: call us</Trans>}
            />
          </tfoot>
        </table>
      </div>
      <h3 id="compare-total-title" className="statement__heading">
        <Trans>Total due</Trans>
      </h3>
      <div className="statements__scroll">
        {/* each part of the total due on both statements, then its change: a change is never shown as a balance */}
        <table className="statements__table statements__table--totals" aria-labelledby="compare-total-title" data-testid="compare-totals">
          <TableHead
            columns={[
              { heading: <Trans>Item</Trans> },
              { heading: <Trans>Last month</Trans>, className: 'num' },
              { heading: <Trans>This month</Trans>, className: 'num' },
              { heading: t(CHANGE_HEADING), className: 'num' },
            ]}
          />
          <tbody>
            <ComparedRow heading={<Trans>Previous balance</Trans>} amounts={c.previousBalance} />
            <ComparedRow heading={<Trans>Payments received</Trans>} amounts={paymentsTaken(c.paymentsReceived)} />
            <ComparedRow heading={<Trans>Adjustments</Trans>} amounts={c.adjustments} />
            <ComparedRow heading={<Trans>Current charges</Trans>} amounts={c.charges} />
          </tbody>
          <tfoot>
            <ComparedRow heading={<Trans>Total due</Trans>} amounts={c.totalDue} changeTestId="compare-total" />
          </tfoot>
        </table>
      </div>
      <div className="statements__actions">
        <button type="button" className="button button--primary" onClick={onClose} disabled={busy} data-testid="compare-close">
          <Trans>Back to the statement</Trans>
        </button>
        <PrintButton busy={busy} onPrint={onPrint} label={<Trans>Download PDF</Trans>} />
      </div>
    </article>
  );
}

/** Payments take off the total due: shown negative on both months, and their change with them. */
const paymentsTaken = (p: ComparedAmount): ComparedAmount => ({ previous: minus(p.previous), current: minus(p.current), change: minus(p.change) });

/**
 * A row of a comparison: what it is (its own header cell), last month, this month, the change
 * (signed) and, in the charges' table, why. One cell per column header.
 */
function ComparedRow({
  heading,
  scope = 'row',
  amounts,
  why,
  reason,
  className,
  testId,
  changeTestId,
}: {
  heading: ReactNode;
  /** a service's row heads its group of rows */
  scope?: 'row' | 'rowgroup';
  amounts: { previous: number | null; current: number | null; change: number };
  /** the charges' table's last column; the totals' table has none */
  why?: ReactNode;
  reason?: string;
  className?: string;
  testId?: string;
  changeTestId?: string;
}) {
  const { t } = useLingui();
  const { money } = useFormat();
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents));
  return (
    <tr className={className} data-testid={testId} data-reason={reason}>
      <th scope={scope}>{heading}</th>
      <td className="num" data-label={t`Last month`}>
        {amounts.previous === null ? '—' : money(amounts.previous)}
      </td>
      <td className="num" data-label={t`This month`}>
        {amounts.current === null ? '—' : money(amounts.current)}
      </td>
      <td className="num" data-label={t(CHANGE_HEADING)} data-testid={changeTestId}>
        {signed(amounts.change)}
      </td>
      {why === undefined ? null : <td>{why}</td>}
    </tr>
  );
}
