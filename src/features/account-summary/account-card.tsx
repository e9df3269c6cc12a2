import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountSummary } from '../../api/account';
import { accountStatusLabel } from '../../ui/labels';

/** Who the account is: company, number, service address, status. */
export function AccountCard({ account }: { account: AccountSummary }) {
  const { t } = useLingui();
  const address = account.serviceAddress;
  return (
    <section className="card" aria-labelledby="account-title" data-testid="account-card">
      <h2 id="account-title" className="card__title">
        <Trans>Account</Trans>
      </h2>
      <p className="account__company" data-testid="company-name">
        {account.companyName}
      </p>
      <dl className="facts">
        <div className="facts__row">
          <dt>
            <Trans>Account number</Trans>
          </dt>
          <dd className="mono" data-testid="account-number">
            {account.accountNumber}
          </dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{t(accountStatusLabel(account.accountStatus))}</dd>
        </div>
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
    </section>
  );
}
