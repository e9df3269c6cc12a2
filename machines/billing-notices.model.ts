import type { NoticeId } from '../src/domain/notices';
import { billingNoticesMachine } from './billing-notices';
import type { ActorOutcome, FlowModel } from './model';
import { answered, faulted } from './model-helpers';

type Seen = { opened: NoticeId | null; dismissed: NoticeId[] };

/** A dismissal the server saves: the list it answers, when that notice is the one open over what was dismissed before. */
const saved = (opened: NoticeId, before: NoticeId[], after: NoticeId[]): ActorOutcome =>
  answered('dismiss', `saved ${opened}${before.length ? ' after the other' : ''}`, after, {
    possible: ((context: Seen) => context.opened === opened && context.dismissed.join() === before.join()) as (context: never) => boolean,
  });

export const billingNoticesModel = (): FlowModel<typeof billingNoticesMachine> => ({
  id: 'billingNotices',
  title: 'Billing dialogs: news and information, billing disclosures',
  machine: billingNoticesMachine,
  // the billing home's notices, for Acme's owner, who has dismissed none in the seed
  input: { notices: ['billingNews', 'billingDisclosures'] },
  events: [
    { event: { type: 'open', notice: 'billingNews' } },
    { event: { type: 'open', notice: 'billingDisclosures' } },
    { event: { type: 'close' } },
    { event: { type: 'dismiss' } },
  ],
  actors: {
    read: [answered('read', 'noneDismissed', []), faulted('read', 'unread', 'dismissedNotices')],
    dismiss: [
      saved('billingNews', [], ['billingNews']),
      saved('billingDisclosures', [], ['billingDisclosures']),
      saved('billingNews', ['billingDisclosures'], ['billingNews', 'billingDisclosures']),
      saved('billingDisclosures', ['billingNews'], ['billingNews', 'billingDisclosures']),
      faulted('dismiss', 'failed', 'dismissNotice'),
    ],
  },
  world: { username: 'owner@acme.example' },
  // no payment either way; tests/model/notices.test.ts checks the user records after each path
  verify: () => 'noPayment',
});
