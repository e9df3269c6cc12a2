import { z } from 'zod/mini';
import { NoticeId } from '../../domain/notices';
import type { Transport } from '../transport';

const READ = `query DismissedNotices { dismissedNotices }`;
const DISMISS = `mutation DismissNotice($input: DismissNoticeInput!) { dismissNotice(input: $input) }`;
// a notice retired from the code may still be stored: only the known ones count
const Dismissed = z.array(z.string());
const known = (list: string[]): NoticeId[] => list.filter((n): n is NoticeId => NoticeId.safeParse(n).success);

/** The billing dialogs' calls: this person's dismissed notices, and one more dismissed. */
export function noticeCalls(transport: Transport) {
  return {
    readDismissedNotices: async (): Promise<NoticeId[]> => known((await transport.graph(READ, z.object({ dismissedNotices: Dismissed }))).dismissedNotices),
    dismissNotice: async ({ notice }: { notice: NoticeId }): Promise<NoticeId[]> =>
      known((await transport.graph(DISMISS, z.object({ dismissNotice: Dismissed }), { input: { notice } })).dismissNotice),
  };
}
