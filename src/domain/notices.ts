import { z } from 'zod/mini';

/**
 * The billing dialogs (spec billing §2 "Dialogs: news and information, billing disclosures"; §9:
 * a payment may take up to 24 hours to show, the current statement is delayed 24 to 48 hours, the
 * Auto Pay discount of $5 a month is lost on unenroll). Each is offered by a notice on the screens
 * it concerns until the person dismisses it; a dismissal is kept per user on the server (the user
 * record's `dismissedNotices`), so it holds after signing in again and in another browser, and
 * another person of the same account still sees the notice. Any signed-in role may dismiss its
 * own notices: it changes nothing of the account.
 */
export const NoticeId = z.enum(['billingNews', 'billingDisclosures']);
export type NoticeId = z.infer<typeof NoticeId>;

/** The order notices are stored and shown in. */
const NOTICE_ORDER: readonly NoticeId[] = NoticeId.options;

/** `dismissNotice`'s input: one known notice (an unknown one is VALIDATION_FAILED, nothing changes). */
export const DismissNoticeInput = z.strictObject({ notice: NoticeId });

/** A user's dismissed notices with one more, each once, in the stored order. */
export const withDismissed = (dismissed: readonly NoticeId[], notice: NoticeId): NoticeId[] =>
  NOTICE_ORDER.filter((n) => n === notice || dismissed.includes(n));

/** Whether a notice still asks for attention: offered on this screen and not dismissed by this user. */
export const isNoticeOpen = (notice: NoticeId, dismissed: readonly NoticeId[]): boolean => !dismissed.includes(notice);

/** What a stored list says, known notices only (a notice retired from the code is simply no longer there). */
export const knownNotices = (stored: readonly string[] | undefined): NoticeId[] => NOTICE_ORDER.filter((n) => (stored ?? []).includes(n));
