import type { NoticeId } from '../../src/domain/notices';
import { billingNoticesMachine } from './billing-notices';
import type { ActorOutcome } from '../model/model';
import { answered, faulted, flowModel } from '../model/model-helpers';

type Seen = { opened: NoticeId | null; dismissed: NoticeId[] };

/** The first dismissal the server saves: the list it answers, when that notice is the one open and none was dismissed. */
const saved = (opened: NoticeId): ActorOutcome =>
  answered('dismiss', `saved ${opened}`, [opened], {
    possible: ((context: Seen) => context.opened === opened && context.dismissed.length === 0) as (context: never) => boolean,
  });

/**
 * The second, whichever notice is open: the server answers both in its own order
 * (src/domain/notices.ts), the same answer either way, so one outcome (an outcome is known by
 * its answer: two of the same answer could not be told apart in a path).
 */
const savedSecond: ActorOutcome = answered('dismiss', 'saved the other too', ['billingNews', 'billingDisclosures'], {
  possible: ((context: Seen) => context.opened !== null && context.dismissed.length === 1 && context.dismissed[0] !== context.opened) as (
    context: never,
  ) => boolean,
});

export const billingNoticesModel = () =>
  flowModel(billingNoticesMachine, 'Billing dialogs: news and information, billing disclosures', {
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
      dismiss: [saved('billingNews'), saved('billingDisclosures'), savedSecond, faulted('dismiss', 'failed', 'dismissNotice')],
    },
    world: { username: 'owner@acme.example' },
    // no payment either way; tests/model/notices.test.ts checks the user records after each path
  });
