import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { AuditTrail } from '../../api/audit';
import type { PageRead } from '../../api/billing';
import {
  AUDIT_AREAS,
  AUDIT_FIELDS,
  AUDIT_MAX_PAGE,
  AUDIT_PAGE_SIZE,
  type AuditChange,
  type AuditEntry,
  type AuditField,
  type AuditValue,
} from '../../domain/audit';
import { useFormat } from '../../i18n/format';
import { useDocumentTitle } from '../../shell/use-document-title';
import { FlowNotice } from '../../ui/flow-notice';
import { PAYMENT_STATUS_LABELS, ROLE_NAMES } from '../../ui/labels';
import { PageHeader } from '../../ui/page-header';
import { Table } from '../../ui/table';
import { SelectField } from '../../ui/select-field';
import { TitledCard } from '../../ui/titled-card';
import {
  ACCESS_NAMES,
  AREA_LABELS,
  CHANNEL_NAMES,
  CONNECTION_LABELS,
  CPNI_METHOD_LABELS,
  FAMILY_NAMES,
  FIELD_LABELS,
  LINE_FEATURE_NAMES,
  KIND_LABELS,
  METHOD_TYPE_LABELS,
  PHONE_TYPE_LABELS,
  QUESTION_NAMES,
} from './labels';
import type { AuditSearch } from './search';

/** What the route loads: null for a role that may not read the trail (nothing is asked of the server then). */
export type AuditLoad = PageRead<AuditTrail> | null;

/**
 * /user-preferences/activity: who changed what on the account and
 * when, newest first, for the owner and administrators, filtered by person and kind of change (the
 * URL's search params, so a filtered view can be shared and the back button undoes a filter).
 * The server records the entries (src/server/audit.ts); this page only reads them.
 */
export function AuditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account changes`);
  const load = useLoaderData({ strict: false }) as AuditLoad | undefined;
  return (
    <div className="page audit">
      <PageHeader eyebrow={<Trans>Profile & Settings</Trans>} title={<Trans>Account changes</Trans>} />
      {load === null ? (
        <TitledCard titleId="audit-title" title={<Trans>Who changed what</Trans>} testId="audit-card">
          <p className="card__text" data-testid="audit-admin-only">
            <Trans>Only the account owner and administrators can see who changed what on the account.</Trans>
          </p>
        </TitledCard>
      ) : load ? (
        <Trail load={load} />
      ) : null}
    </div>
  );
}

function Trail({ load }: { load: NonNullable<AuditLoad> }) {
  const { t } = useLingui();
  const router = useRouter();
  const search = useSearch({ strict: false }) as AuditSearch;
  const navigate = useNavigate();
  const shown = search.shown ?? AUDIT_PAGE_SIZE;
  const filtered = Boolean(search.person || search.kind);
  const setSearch = (patch: Partial<AuditSearch>) =>
    void navigate({ to: '/user-preferences/activity', search: (old: AuditSearch) => ({ ...old, ...patch, shown: undefined }) });
  const data = load.status === 'ready' ? load.data : null;
  return (
    <TitledCard titleId="audit-title" title={<Trans>Who changed what</Trans>} testId="audit-card">
      <p className="card__text">
        <Trans>
          Every payment and every change to billing, settings and people is recorded here with who made it and when. Passwords, card numbers and codes are never
          recorded.
        </Trans>
      </p>
      <form className="audit__filters" role="search" aria-label={t`Filter the changes`} onSubmit={(e) => e.preventDefault()}>
        <SelectField id="audit-person" label={<Trans>Person</Trans>} value={search.person ?? ''} onValue={(v) => setSearch({ person: v || undefined })}>
          <option value="">{t`Everyone`}</option>
          {/* a person filtered by keeps their name in the list, even on a page that has no entry of theirs */}
          {(data?.authors ?? []).map((a) => (
            <option key={a.userId} value={a.userId}>
              {a.userName}
            </option>
          ))}
          {search.person && data && !data.authors.some((a) => a.userId === search.person) ? <option value={search.person}>{search.person}</option> : null}
        </SelectField>
        <SelectField
          id="audit-kind"
          label={<Trans>Kind of change</Trans>}
          value={search.kind ?? ''}
          onValue={(v) => setSearch({ kind: (AUDIT_AREAS as readonly string[]).includes(v) ? (v as AuditSearch['kind']) : undefined })}
        >
          <option value="">{t`All changes`}</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(AREA_LABELS[area])}
            </option>
          ))}
        </SelectField>
      </form>
      {load.status === 'failed' ? (
        <FlowNotice kind="error" testId="audit-unavailable" actionLabel={<Trans>Try again</Trans>} onAction={() => void router.invalidate()}>
          <Trans>The account's changes couldn't be loaded. Please try again.</Trans>
        </FlowNotice>
      ) : data && data.entries.length === 0 ? (
        <p className="card__text" data-testid="audit-empty">
          {filtered ? <Trans>No changes match these filters.</Trans> : <Trans>No changes have been recorded yet.</Trans>}
        </p>
      ) : data ? (
        <>
          <EntryTable entries={data.entries} />
          {data.nextAfter && shown < AUDIT_MAX_PAGE ? (
            <Link
              className="button"
              to="/user-preferences/activity"
              search={{ ...search, shown: shown + AUDIT_PAGE_SIZE }}
              resetScroll={false}
              data-testid="audit-more"
            >
              <Trans>Show older changes</Trans>
            </Link>
          ) : data.nextAfter ? (
            <p className="card__text" data-testid="audit-limit">
              <Trans>These are the latest {AUDIT_MAX_PAGE} changes. Filter by person or kind of change to see older ones.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </TitledCard>
  );
}

function EntryTable({ entries }: { entries: AuditTrail['entries'] }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="audit__scroll">
      <Table
        className="statements__table audit__table"
        testId="audit-table"
        caption={<Trans>Changes to the account, newest first</Trans>}
        columns={[{ heading: <Trans>Date and time</Trans> }, { heading: <Trans>Person</Trans> }, { heading: <Trans>What changed</Trans> }]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-row" data-kind={entry.kind}>
            <td className="audit__when">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </td>
            <td>{entry.userName}</td>
            <td>
              <strong>{t(KIND_LABELS[entry.kind])}</strong>
              {entry.subject ? <span className="audit__subject">: {entry.subject}</span> : null}
              <ul className="audit__changes">
                {entry.changes.map((change, i) => (
                  <ChangeLine key={i} change={change} entry={entry} />
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** One field: "Paperless billing: No → Yes"; a value that was added or removed shows alone. */
function ChangeLine({ change, entry }: { change: AuditChange; entry: AuditEntry }) {
  const { t } = useLingui();
  const value = useValueText();
  const label = fieldLabel(change, t);
  const before = value(change, change.before);
  const after = value(change, change.after);
  const created = entry.kind.endsWith('_ADDED') || entry.kind === 'PERSON_INVITED' || entry.kind === 'PAYMENT_MADE' || entry.kind === 'PAYMENT_SCHEDULED';
  return (
    <li>
      {label}:{' '}
      {AUDIT_FIELDS[change.field] === 'secret' ? (
        <Trans>changed (not shown)</Trans>
      ) : created || change.before === null ? (
        <span>{after}</span>
      ) : change.after === null ? (
        <span>
          <Trans>was</Trans> {before}
        </span>
      ) : (
        <span>
          {before} <span aria-hidden="true">→</span>
          <span className="visually-hidden">
            {' '}
            <Trans>to</Trans>
          </span>{' '}
          {after}
        </span>
      )}
    </li>
  );
}

function fieldLabel(change: AuditChange, t: (d: MessageDescriptor) => string): string {
  const field = t(FIELD_LABELS[change.field]);
  if (!change.item) return field;
  if (change.field === 'receivers') {
    const family = FAMILY_NAMES[change.item as keyof typeof FAMILY_NAMES];
    return family ? `${field} (${t(family)})` : field;
  }
  if (change.field === 'lineFeature') {
    const feature = LINE_FEATURE_NAMES[change.item as keyof typeof LINE_FEATURE_NAMES];
    return feature ? `${field} (${t(feature)})` : field;
  }
  if (change.field === 'offers') {
    const channel = CHANNEL_NAMES[change.item];
    return channel ? `${field} ${t(channel)}` : field;
  }
  return `${field} (${change.item})`;
}

// the words of a coded value, by its field
const CODE_LABELS: Partial<Record<AuditField, Record<string, MessageDescriptor>>> = {
  methodType: METHOD_TYPE_LABELS,
  status: PAYMENT_STATUS_LABELS,
  phoneType: PHONE_TYPE_LABELS,
  question: QUESTION_NAMES,
  role: ROLE_NAMES,
  personStatus: ACCESS_NAMES,
  connection: CONNECTION_LABELS,
  cpniMethod: CPNI_METHOD_LABELS,
};

/** A value as the page shows it, by the field's format (src/domain/audit.ts AUDIT_FIELDS). */
function useValueText() {
  const { t } = useLingui();
  const { money, date } = useFormat();
  const coded = (labels: Record<string, MessageDescriptor>, code: string) => (labels[code] ? t(labels[code]) : code);
  return (change: AuditChange, value: AuditValue): string => {
    if (value === null) return t`none`;
    const format = AUDIT_FIELDS[change.field];
    if (format === 'money' && typeof value === 'number') return money(value);
    if (format === 'date' && typeof value === 'string') return date(value, 'medium');
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (format === 'last4') return `•••• ${value}`;
    const text = String(value);
    if (format !== 'code') return text;
    const labels = CODE_LABELS[change.field];
    // Wi-Fi security modes are the standards' names, the same in every language
    return labels ? coded(labels, text) : text.replace(/_/g, ' ');
  };
}
