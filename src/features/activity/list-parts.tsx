import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import type { BillingListEvent, BillingListScreen } from '../../../machines/billing/billing-list';
import { screenMeta, type ScreenMeta } from '../../../machines/parts/screen';
import type { DateRange, DateRangeIssue } from '../../domain/date-range';
import type { PaymentStage } from '../../domain/payment-lifecycle';
import type { Profile } from '../../domain/session';
import { useDocumentTitle } from '../../shell/use-document-title';
import { BillingMoved } from '../../ui/billing-moved';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TypedDateInput } from '../../ui/typed-date-input';

// What the payment history and the account activity share: the filter form's fields and
// buttons, and what a list says while it loads, when it failed and when nothing matched.

const RANGE_MESSAGES: Record<DateRangeIssue, MessageDescriptor> = {
  'range.invalidDate': msg`Enter the dates as a day that exists.`,
  'range.reversed': msg`The start date must be on or before the end date.`,
};

export const STAGE_LABELS: Record<PaymentStage, MessageDescriptor> = {
  submitted: msg({ message: 'Submitted', context: 'payment stage' }),
  pending: msg({ message: 'Pending', context: 'payment stage' }),
  posted: msg({ message: 'Posted to your account', context: 'payment stage' }),
  settled: msg({ message: 'Settled', context: 'payment stage' }),
  returned: msg({ message: 'Returned by the bank', context: 'payment stage' }),
};

/** The billing records a list's page leads to (spec billing §2): the other list and the statements. */
const RECORDS = [
  { to: '/billing/account-activity', label: msg`Account activity`, testId: 'records-activity' },
  { to: '/billing/payment-history', label: msg`Payment history`, testId: 'records-history' },
  { to: '/billing/view-statements', label: msg`Statements`, testId: 'records-statements' },
] as const;
export type BillingRecord = (typeof RECORDS)[number]['to'];

/**
 * A billing list's page: its title, the links to the other billing records, and Billing Has Moved
 * instead of the list for a suppressed account.
 */
export function BillingListPage({
  title,
  current,
  children,
}: {
  title: MessageDescriptor;
  /** the page's own address: the links lead to the others */
  current: BillingRecord;
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useLingui();
  const { profile } = useRouteContext({ strict: false }) as { profile: Profile };
  useDocumentTitle(t(title));
  return (
    <div className="page ledger">
      <PageHeader eyebrow={<Trans>Billing</Trans>} title={t(title)} />
      {profile.billingSuppressed ? (
        <BillingMoved />
      ) : (
        <>
          <nav className="ledger__records" aria-label={t`Billing records`}>
            <span className="ledger__records-label">
              <Trans>See also:</Trans>
            </span>
            {RECORDS.filter((record) => record.to !== current).map((record) => (
              <Link key={record.to} to={record.to} className="button button--small" data-testid={record.testId}>
                {t(record.label)}
              </Link>
            ))}
          </nav>
          {children(profile)}
        </>
      )}
    </div>
  );
}

/** A ledger table's header row: each column's name, amounts right-aligned. */
export function LedgerHead({ columns }: { columns: readonly { label: ReactNode; num?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, num }, i) => (
          <th key={i} scope="col" className={num ? 'num' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export interface Option<V extends string> {
  value: V | null;
  label: MessageDescriptor;
}

/** A labelled select of a filter; the first option is "all" (null). */
function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  onValue,
  disabled,
}: {
  id: string;
  label: ReactNode;
  value: V | null;
  options: readonly Option<V>[];
  onValue: (value: V | null) => void;
  /** while the list loads: an edit then would be lost */
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      id={id}
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onValue={(chosen) => onValue(chosen === '' ? null : (options.find((o) => o.value === chosen)?.value ?? null))}
    >
      {options.map((o) => (
        <option key={o.value ?? ''} value={o.value ?? ''}>
          {t(o.label)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The filter form: a date range, the list's own selects, Apply and Clear. The draft lives in the
 * flow (`edit`), Apply asks it (`apply`), a refused range says why under the dates.
 */
function FilterForm({
  idPrefix,
  range,
  refusal,
  busy,
  onRange,
  onApply,
  onClear,
  children,
}: {
  idPrefix: string;
  range: { from: string | null; to: string | null };
  refusal: string | null;
  busy: boolean;
  onRange: (patch: { from?: string | null; to?: string | null }) => void;
  onApply: () => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const message = refusal && refusal in RANGE_MESSAGES ? t(RANGE_MESSAGES[refusal as DateRangeIssue]) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  const dateField = (end: 'from' | 'to', label: ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={`${idPrefix}-${end}`}>
        {label}
      </label>
      <TypedDateInput
        id={`${idPrefix}-${end}`}
        value={range[end]}
        disabled={busy}
        onValue={(value) => onRange({ [end]: value })}
        invalid={Boolean(message)}
        describedBy={message ? `${idPrefix}-range-error` : undefined}
      />
    </div>
  );
  return (
    <form className="ledger__filters" onSubmit={submit} aria-label={t`Filters`} data-testid={`${idPrefix}-filters`}>
      {dateField('from', <Trans>From</Trans>)}
      {dateField('to', <Trans>To</Trans>)}
      {children}
      <div className="ledger__filter-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Apply filters</Trans>
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onClear}>
          <Trans>Clear</Trans>
        </button>
      </div>
      {message ? (
        <p id={`${idPrefix}-range-error`} className="field__error ledger__range-error" role="alert" data-testid={`${idPrefix}-range-error`}>
          {message}
        </p>
      ) : null}
    </form>
  );
}

const TRANSACTIONS_UNAVAILABLE = msg({
  message: "Your transactions couldn't be loaded right now. Please try again.",
  comment:
    'spec billing §8 "Transactions fail to load": in Spanish the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
});

/**
 * What a list shows besides its rows: loading, failed to load (the catalogue's message and a
 * retry), nothing matched the filters; null when its rows are to be shown.
 */
export function ListStatus({
  screen,
  testId,
  empty,
  onRetry,
}: {
  screen: BillingListScreen | undefined;
  testId: string;
  empty: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (screen === 'loading' || screen === undefined)
    return (
      <p className="card__text" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (screen === 'unavailable')
    return (
      <div className="notice notice--error" role="alert" data-testid={`${testId}-unavailable`}>
        <p className="notice__text">{t(TRANSACTIONS_UNAVAILABLE)}</p>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  if (screen === 'empty')
    return (
      <p className="card__text" role="status" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return null;
}

/** One select of a list's filters: the filter's field it sets, its label, its options. */
export interface SelectField<F> {
  key: keyof F & string;
  label: MessageDescriptor;
  options: readonly Option<string>[];
}

/** What a list is, besides its flow: its test ids, its selects, what it says when nothing matched. */
export interface LedgerList<F> {
  testId: string;
  idPrefix: string;
  selects: readonly SelectField<F>[];
  empty: MessageDescriptor;
}

export const ledgerList = <F,>(testId: string, idPrefix: string, empty: MessageDescriptor, selects: readonly SelectField<F>[]): LedgerList<F> => ({
  testId,
  idPrefix,
  selects,
  empty,
});

/** What a billing list's card reads of its flow (machines/billing/billing-list.ts). */
interface ListSnapshot<F> {
  value: unknown;
  context: { draft: F; refusal: string | null };
  hasTag: (tag: 'busy') => boolean;
  getMeta: () => Record<string, ScreenMeta<BillingListScreen> | undefined>;
}

/**
 * A billing list's card: its filter form (the list's own selects from `selects`), what it says
 * while loading, failed or empty, and its rows (`children`) once there are some.
 */
export function LedgerCard<F extends DateRange>({
  list: { testId, idPrefix, selects, empty },
  snapshot,
  send,
  children,
}: {
  list: LedgerList<F>;
  snapshot: ListSnapshot<F>;
  send: (event: BillingListEvent<F>) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { screen } = screenMeta(snapshot);
  const busy = snapshot.hasTag('busy');
  const { draft, refusal } = snapshot.context;
  const edit = (patch: Partial<F>) => send({ type: 'edit', patch });
  return (
    <section className="card ledger__card" data-testid={testId} data-state={JSON.stringify(snapshot.value)} aria-busy={busy || undefined}>
      <FilterForm
        idPrefix={idPrefix}
        range={draft}
        refusal={refusal}
        busy={busy}
        onRange={(patch) => edit(patch as Partial<F>)}
        onApply={() => send({ type: 'apply' })}
        onClear={() => send({ type: 'clear' })}
      >
        {selects.map((field) => (
          <FilterSelect
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            label={t(field.label)}
            value={(draft[field.key] as string | null) ?? null}
            options={field.options}
            disabled={busy}
            onValue={(value) => edit({ [field.key]: value } as Partial<F>)}
          />
        ))}
      </FilterForm>
      <ListStatus screen={screen} testId={idPrefix} empty={t(empty)} onRetry={() => send({ type: 'retry' })} />
      {screen === 'list' ? children : null}
    </section>
  );
}
