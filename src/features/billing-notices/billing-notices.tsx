import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { screenMeta } from '../../../machines/parts/screen';
import { billingNotices } from '../../api/flows-notices';
import { isNoticeOpen, type NoticeId } from '../../domain/notices';
import { useFormat } from '../../i18n/format';
import { useFlow } from '../../shell/use-flow';
import { ModalDialog } from '../../ui/flow-steps/modal-dialog';
import { focusAfterRender } from '../../ui/focus-after-render';

export interface BillingNoticesProps {
  /** the notices this screen offers (the billing home: both; the Auto Pay page: the disclosures) */
  notices: readonly NoticeId[];
  /** the account's Auto Pay discount a month, in cents (config.autoPayDiscountCents; spec billing §9: $5) */
  discountCents: number;
}

const TITLES: Record<NoticeId, MessageDescriptor> = {
  billingNews: msg`News and information`,
  billingDisclosures: msg`Billing disclosures`,
};

const LEADS: Record<NoticeId, MessageDescriptor> = {
  billingNews: msg`What's new in billing.`,
  billingDisclosures: msg`When payments and statements show, and the Auto Pay discount terms.`,
};

const DISMISS_FAILED = msg({
  message: "We couldn't save that. This notice will show again next time. Please try again later.",
  comment: 'spec billing §8: in Spanish this error is the one generic text "Lo sentimos, algo no funcionó como debería. Por favor, inténtelo más tarde."',
});

const openButtonId = (notice: NoticeId) => `notice-open-${notice}`;

// the machine's `returnToNotice`: once the dialog is gone, the focus is back on the notice's button
const RETURN_TO_NOTICE = { returnToNotice: (_: unknown, { notice }: { notice: NoticeId }) => focusAfterRender(openButtonId(notice)) };

/**
 * The billing dialogs of a screen (spec billing §2 "Dialogs", §9): each notice as a
 * button that opens its dialog, with a line and a New badge while this person has not dismissed
 * it. The `billingNotices` flow decides what is open and what was dismissed; this renders it.
 */
export function BillingNotices({ notices, discountCents }: BillingNoticesProps) {
  const { t } = useLingui();
  const { snapshot, send } = useFlow(billingNotices, { notices }, { actions: RETURN_TO_NOTICE });
  const { screen } = screenMeta(snapshot);
  const { dismissed, opened, code } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // until this person's dismissals are read, no notice says it is new
  const reading = screen === 'notices' && busy;
  return (
    <section className="billing-notices" aria-label={t`Notices`} data-testid="billing-notices" aria-busy={reading || undefined}>
      <ul className="billing-notices__list">
        {notices.map((notice) => {
          const isNew = !reading && isNoticeOpen(notice, dismissed);
          return (
            <li key={notice} className={`billing-notice${isNew ? ' billing-notice--new' : ''}`} data-testid={`notice-${notice}`} data-new={isNew}>
              <button
                id={openButtonId(notice)}
                type="button"
                className="billing-notice__open"
                onClick={() => send({ type: 'open', notice })}
                aria-disabled={!snapshot.can({ type: 'open', notice }) || undefined}
              >
                {t(TITLES[notice])}
              </button>
              {isNew ? (
                <>
                  <span className="badge billing-notice__badge">
                    <Trans>New</Trans>
                  </span>
                  <span className="billing-notice__lead">{t(LEADS[notice])}</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {screen === 'dialog' && opened ? (
        <ModalDialog
          id="notice-dialog"
          title={t(TITLES[opened])}
          // a notice already dismissed is only read: its one button closes it
          confirmLabel={isNoticeOpen(opened, dismissed) ? <Trans>Don't show this again</Trans> : undefined}
          dismissLabel={<Trans>Close</Trans>}
          onConfirm={() => send({ type: 'dismiss' })}
          onDismiss={() => send({ type: 'close' })}
          returnFocusTo={openButtonId(opened)}
          busy={busy}
        >
          {opened === 'billingNews' ? <NewsText /> : <DisclosuresText discountCents={discountCents} />}
          {code !== null && !busy ? (
            <p className="notice notice--error" role="alert" data-testid="notice-dismiss-failed">
              {t(DISMISS_FAILED)}
            </p>
          ) : null}
        </ModalDialog>
      ) : null}
    </section>
  );
}

function Items({ children }: { children: ReactNode }) {
  return <ul className="billing-notice__items">{children}</ul>;
}

/** News and information: what the billing pages now do (each true of this portal). */
function NewsText() {
  return (
    <Items>
      <li>
        <Trans>Quick pay: pay your full balance with your saved payment method from the account summary, in one step.</Trans>
      </li>
      <li>
        <Trans>Your streaming subscriptions and mobile device balances are now on the billing home.</Trans>
      </li>
      <li>
        <Trans>Statements now show your mobile lines, plans and device installments.</Trans>
      </li>
    </Items>
  );
}

/** spec billing §9: posting within 24 hours, the current statement 24 to 48 hours late, the Auto Pay discount lost on unenroll. */
function DisclosuresText({ discountCents }: { discountCents: number }) {
  const format = useFormat();
  const discount = format.money(discountCents);
  return (
    <Items>
      <li data-testid="disclosure-posting">
        <Trans>A payment can take up to 24 hours to show in your balance and account activity.</Trans>
      </li>
      <li data-testid="disclosure-statement">
        <Trans>Your current statement is available 24 to 48 hours after your billing cycle closes.</Trans>
      </li>
      <li data-testid="disclosure-autopay">
        <Trans>Auto Pay discount: eligible accounts save {discount} a month while Auto Pay is on. The discount ends when you cancel Auto Pay.</Trans>
      </li>
    </Items>
  );
}
