import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Profile } from '../domain/session';
import { LanguageSwitch } from './language-switch';
import { Brand } from '../ui/brand';
import { useLogout } from './use-logout';

/** The banner: brand, who is signed in to which account, language, and logout from every page. */
export function Header({ profile }: { profile: Profile | null }) {
  const { t } = useLingui();
  const fullName = profile ? `${profile.firstName} ${profile.lastName}` : '';
  const { logout, pending } = useLogout();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {profile ? (
          <Link to="/account-summary" className="site-header__home" aria-label={t`Business Portal, account summary`}>
            <Brand />
          </Link>
        ) : (
          <Brand />
        )}
        <div className="site-header__tools">
          {profile ? (
            <p className="site-header__account">
              <span className="site-header__company">{profile.accountName}</span>
              <span className="site-header__user">
                <Trans>Signed in as {fullName}</Trans>
              </span>
            </p>
          ) : null}
          <LanguageSwitch />
          {profile ? (
            <button type="button" className="button button--ghost" onClick={() => void logout()} disabled={pending}>
              <Trans>Sign out</Trans>
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
