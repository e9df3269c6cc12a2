import { DismissNoticeInput, knownNotices, withDismissed } from '../../../domain/notices';
import { ApiError } from '../../errors';
import type { ResolverContext } from '../resolver-context';

/**
 * The billing dialogs' dismissals (rules in src/domain/notices.ts): read and written on
 * the signed-in person's own user record, whatever their role (a dismissal changes nothing of the
 * account, so STANDARD may dismiss its own). Armed faults fail either before anything is read or
 * written.
 */
export const noticeResolvers = {
  dismissedNotices: (_args: unknown, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('dismissedNotices');
    const user = server.store.state.users.find((u) => u.id === caller.user.id)!;
    return knownNotices(user.dismissedNotices);
  },

  dismissNotice: (args: { input: unknown }, { server, caller }: ResolverContext) => {
    server.faults.failIfArmed('dismissNotice');
    const parsed = DismissNoticeInput.safeParse(args.input);
    if (!parsed.success) throw new ApiError('VALIDATION_FAILED', 'There is no such notice', [{ path: ['notice'], code: 'custom', message: 'notice.unknown' }]);
    const { notice } = parsed.data;
    const before = knownNotices(server.store.state.users.find((u) => u.id === caller.user.id)!.dismissedNotices);
    // dismissing again changes nothing and writes nothing
    if (before.includes(notice)) return before;
    return server.store.transact((draft) => {
      const user = draft.users.find((u) => u.id === caller.user.id)!;
      user.dismissedNotices = withDismissed(before, notice);
      return user.dismissedNotices;
    });
  },
};
