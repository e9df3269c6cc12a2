import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { PastDueNotice as Notice } from '../domain/delinquency';
import { useFormat } from '../i18n/format';

type Kind = Notice['kind'];

// The past-due journey's words (spec billing §4 delinquency tiers): a title, and the
// text with the schedule's date, or without it when the soft-disconnect lookup was not made.
const TITLE: Record<Kind, MessageDescriptor> = {
  interruptionComing: msg`Interruption coming`,
  suspension: msg`Suspension coming`,
  restoreService: msg`Restore service`,
  returnEquipment: msg`Return equipment`,
};
const DATED: Record<Kind, MessageDescriptor> = {
  interruptionComing: msg({ message: '{amount} is past due. Pay it by {date} to keep your services from being interrupted.' }),
  suspension: msg({ message: '{amount} is past due. Your services will be suspended on {date} unless it is paid.' }),
  restoreService: msg({ message: 'Your services are suspended. Pay {amount} to restore them within minutes, and before {date} to keep your account open.' }),
  returnEquipment: msg({
    message:
      'Your account is being closed for nonpayment. Pay {amount} before {date} to keep it, or return your leased equipment by then to avoid equipment charges.',
  }),
};
const UNDATED: Record<Kind, MessageDescriptor> = {
  interruptionComing: msg({ message: '{amount} is past due. Pay it now to keep your services from being interrupted.' }),
  suspension: msg({ message: '{amount} is past due. Your services will be suspended soon unless it is paid.' }),
  restoreService: msg({ message: 'Your services are suspended. Pay {amount} to restore them within minutes.' }),
  returnEquipment: msg({
    message: 'Your account is being closed for nonpayment. Pay {amount} to keep it, or return your leased equipment to avoid equipment charges.',
  }),
};

/**
 * The tier's notice, core30 interruption coming, core43 suspension, core50 restore service,
 * core76 return equipment, with the amount left to pay and, when looked up, the schedule's date.
 * The summary's balance card and the billing home's status card show it alike.
 */
export function PastDueNotice({ notice, testIds = '' }: { notice: Notice; testIds?: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const values = { amount: format.money(notice.amount), date: notice.date ? format.date(notice.date) : '' };
  const text: MessageDescriptor = { ...(notice.date ? DATED : UNDATED)[notice.kind], values };
  return (
    <div className="balance__alert" role="status" data-testid={`${testIds}past-due`} data-notice={notice.kind}>
      <span className="badge badge--danger">{i18n._(TITLE[notice.kind])}</span>
      <p>{i18n._(text)}</p>
    </div>
  );
}
