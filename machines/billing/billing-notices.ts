import { assign, setup } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { isNoticeOpen, type NoticeId } from '../../src/domain/notices';
import { notProvided } from '../parts/not-provided';
import { noteFailureCode } from '../parts/outcome';
import { flowTypes } from '../parts/screen';

/**
 * The billing dialogs of a screen (spec billing §2 "Dialogs: news and information, billing
 * disclosures", §9; rules in src/domain/notices.ts). The screen offers each of its
 * notices with a line and a button that opens the dialog; a notice the person has not dismissed
 * stands out on the screen, one they dismissed is still there to read. In the dialog, "Don't show
 * again" dismisses it for this person on the server (then it no longer stands out, on any screen,
 * browser or sign-in), and Close (or Escape) only closes it.
 *
 * Which notices were dismissed is read first; if that read fails the notices stand out as if
 * none were (their words are the portal's own, so they are there to read), and a dismissal then
 * says what the server holds. A failed dismissal keeps the dialog open with the catalogue's
 * message, to try again or close. There is no outcome: the notices stay as long as the screen.
 */
export interface BillingNoticesInput {
  /** the notices this screen offers, in the order shown */
  notices: readonly NoticeId[];
}

type Event = { type: 'open'; notice: NoticeId } | { type: 'close' } | { type: 'dismiss' };

interface Context extends BillingNoticesInput {
  /** what this person dismissed, as the server last said */
  dismissed: NoticeId[];
  /** the dialog open, or null */
  opened: NoticeId | null;
  /** the last dismissal's failure, shown in the dialog */
  code: FailureCode | null;
}

export const billingNoticesMachine = setup({
  types: flowTypes<{ context: Context; events: Event; input: BillingNoticesInput; screen: 'notices' | 'dialog' }>(),
  actors: {
    readDismissedNotices: notProvided<NoticeId[]>('readDismissedNotices'),
    dismissNotice: notProvided<NoticeId[], { notice: NoticeId }>('dismissNotice'),
  },
  guards: {
    offeredHere: ({ context }, { notice }: { notice: NoticeId }) => context.notices.includes(notice),
    stillOpen: ({ context }) => context.opened !== null && isNoticeOpen(context.opened, context.dismissed),
  },
  actions: {
    noteFailureCode: noteFailureCode<Context, Event>(),
    // a dialog closed by its saved dismissal: the focus goes back to the notice's line (Close and
    // Escape return it on their own); the page provides how
    returnToNotice: (_, _params: { notice: NoticeId }) => {},
  },
}).createMachine({
  id: 'billingNotices',
  context: ({ input }) => ({ notices: input.notices, dismissed: [], opened: null, code: null }),
  initial: 'reading',
  states: {
    reading: {
      meta: { screen: 'notices' },
      tags: ['busy'],
      invoke: {
        id: 'read',
        src: 'readDismissedNotices',
        onDone: { target: 'ready', actions: assign({ dismissed: ({ event }) => event.output }) },
        // unknown: every notice stands out (see above)
        onError: 'ready',
      },
    },
    ready: {
      meta: { screen: 'notices' },
      on: {
        open: {
          guard: { type: 'offeredHere', params: ({ event }) => ({ notice: event.notice }) },
          target: 'open',
          actions: assign({ opened: ({ event }) => event.notice, code: null }),
        },
      },
    },
    open: {
      meta: { screen: 'dialog' },
      on: {
        close: { target: 'ready', actions: assign({ opened: null, code: null }) },
        dismiss: { guard: 'stillOpen', target: 'dismissing' },
      },
    },
    dismissing: {
      meta: { screen: 'dialog' },
      tags: ['busy'],
      invoke: {
        id: 'dismiss',
        src: 'dismissNotice',
        input: ({ context }) => ({ notice: context.opened! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'returnToNotice', params: ({ context }) => ({ notice: context.opened! }) },
            assign({ dismissed: ({ event }) => event.output, opened: null, code: null }),
          ],
        },
        onError: { target: 'open', actions: { type: 'noteFailureCode', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
