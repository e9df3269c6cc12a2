import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountSummary } from '../../api/account';
import { accountStatusLabel } from '../../ui/labels';
import { Fact } from '../../ui/facts';
import { TitledCard } from '../../ui/titled-card';

/** Who the account is: company, number, service address, status. */
export function AccountCard({ account }: { account: AccountSummary }) {
  const { t } = useLingui();
  const address = account.serviceAddress;
  return (
    <TitledCard titleId="account-title" testId="account-card" title={<Trans>Account</Trans>}>
      <p className="account__company" data-testid="company-name">
        {account.companyName}
      </p>
      <dl className="facts">
        <Fact label={<Trans>Account number</Trans>} testId="account-number" mono>
          {account.accountNumber}
        </Fact>
        <Fact label={<Trans>Status</Trans>}>{t(accountStatusLabel(account.accountStatus))}</Fact>
        {/* spec billing §4: paperless billing on or off, as bill delivery shows it */}
        <Fact label={<Trans>Bill delivery</Trans>} testId="summary-bill-delivery">
          {account.billingPreferences.billDelivery === 'PAPERLESS' ? <Trans>Paperless</Trans> : <Trans>Paper</Trans>}
        </Fact>
        <div className="facts__row facts__row--stacked">
          <dt>
            <Trans>Service address</Trans>
          </dt>
          <dd>
            <address>
              {address.addressLine1}
              {address.addressLine2 ? (
                <>
                  <br />
                  {address.addressLine2}
                </>
              ) : null}
              <br />
              {address.city}, {address.state} {address.zip}
            </address>
          </dd>
        </div>
      </dl>
    </TitledCard>
  );
}
