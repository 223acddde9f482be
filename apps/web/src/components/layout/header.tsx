import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSiteLinks } from '@/lib/site-links';
import { useHeaderEntries, type HeaderEntry } from '@/lib/product-settings';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { CartIcon, CloseIcon, DaoIcon, ExternalIcon, MenuIcon, UserIcon } from '@/components/icons/ui-icons';
import { ExternalLink } from '@/components/ui/external-link';
import { LocalLink, LocalNavLink } from '@/components/ui/local-link';
import { useTranslation } from '@/lib/use-translation';
import { Logo } from './logo';

export interface HeaderProps {
  signedIn: boolean;
  /** Highlights the user icon (unread notifications, a later issue). */
  hasUnread?: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
  /** The assistant's button, an icon of the header rather than floating over the page (issue 35). */
  chat?: ReactNode;
  /** The notifications bell with its dropdown, for members (issue 35). */
  notifications?: ReactNode;
  /** The site search's button, a form to the results page without JavaScript (issue 35, decision 063). */
  search?: ReactNode;
}

/** One top-product entry: a page of this site, an external link, or a plain name (no page). */
function TopProductLink({
  entry,
  className,
}: {
  entry: HeaderEntry;
  className?: (state: { isActive: boolean }) => string;
}) {
  const plain = typeof className === 'function' ? className({ isActive: false }) : undefined;
  switch (entry.target.kind) {
    case 'local':
      return className ? (
        <LocalNavLink to={entry.target.path} className={className} end>
          {entry.name}
        </LocalNavLink>
      ) : (
        <LocalLink to={entry.target.path}>{entry.name}</LocalLink>
      );
    case 'external':
      return (
        <ExternalLink href={entry.target.href} className={plain}>
          {entry.name}
        </ExternalLink>
      );
    case 'none':
      return <span className={plain}>{entry.name}</span>;
  }
}

/** Spec 2: logo home, top products (from the product settings), AM Master, Products, Community, studio; DAO, cart and user icons. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const topEntries = useHeaderEntries();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const link = useSiteLinks();
  const store = link('store');
  const studio = link('studio');

  // A route change closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const navLinkClass = ({ isActive }: { isActive: boolean }) => `header__link${isActive ? ' is-active' : ''}`;

  const userLabel = props.hasUnread ? t('layout.userCenterUnread') : t('layout.userCenter');
  const icons = (
    <div className="header__icons">
      {props.search}
      {props.notifications}
      {mobile ? null : (
        <LocalLink to="/dao/" className="icon-button" aria-label={t('layout.dao')} title={t('layout.dao')}>
          <DaoIcon />
        </LocalLink>
      )}
      {store ? (
        <a
          className="icon-button"
          href={store}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('layout.cart')}
          title={t('layout.cart')}
        >
          <CartIcon />
        </a>
      ) : null}
      <LocalLink
        to="/user-center/"
        className={`icon-button${props.hasUnread ? ' icon-button--alert' : ''}`}
        aria-label={userLabel}
        title={userLabel}
      >
        <UserIcon />
      </LocalLink>
      {props.chat}
    </div>
  );

  return (
    <header className={`header${mobile ? ' header--mobile' : ''}`}>
      <div className="header__bar">
        <Logo />
        {mobile ? null : (
          <nav className="header__nav" aria-label={t('layout.mainNav')}>
            <ul className="header__products">
              {topEntries.map((entry) => (
                <li key={entry.code}>
                  <TopProductLink entry={entry} className={navLinkClass} />
                </li>
              ))}
            </ul>
            <ul className="header__fixed">
              <li>
                <LocalNavLink to="/am-master/" className={navLinkClass}>
                  {t('layout.amMaster')}
                </LocalNavLink>
              </li>
              <li>
                <LocalNavLink to="/products/" className={navLinkClass}>
                  {t('layout.products')}
                </LocalNavLink>
              </li>
              <li>
                <LocalNavLink to="/dao/" className={navLinkClass}>
                  {t('layout.community')}
                </LocalNavLink>
              </li>
              {studio ? (
                <li>
                  <ExternalLink href={studio} className="header__link">
                    {t('layout.studio')}
                    <ExternalIcon className="header__external" />
                  </ExternalLink>
                </li>
              ) : null}
            </ul>
          </nav>
        )}
        {icons}
        {mobile ? (
          <button
            type="button"
            className="icon-button header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        ) : null}
      </div>
      {mobile && menuOpen ? (
        <nav id="mobile-menu" className="mobile-menu" aria-label={t('layout.mainNav')}>
          <ul className="mobile-menu__list">
            {topEntries.map((entry) => (
              <li key={entry.code}>
                <TopProductLink entry={entry} />
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__list">
            <li>
              <LocalLink to="/am-master/">{t('layout.amMaster')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/products/">{t('layout.products')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/dao/">{t('layout.community')}</LocalLink>
            </li>
            {studio ? (
              <li>
                <ExternalLink href={studio}>{t('layout.studio')}</ExternalLink>
              </li>
            ) : null}
          </ul>
          <ul className="mobile-menu__list">
            <li>
              <LocalLink to="/tasks/">
                <DaoIcon /> {t('layout.taskList')}
              </LocalLink>
            </li>
            {store ? (
              <li>
                <ExternalLink href={store}>
                  <CartIcon /> {t('layout.cart')}
                </ExternalLink>
              </li>
            ) : null}
            <li>
              <LocalLink to="/user-center/">
                <UserIcon /> {t('layout.userCenter')}
              </LocalLink>
            </li>
            <li>
              {props.signedIn ? (
                <button type="button" className="mobile-menu__action" onClick={props.onSignOut}>
                  {t('common.signOut')}
                </button>
              ) : (
                <button type="button" className="mobile-menu__action" onClick={props.onSignIn}>
                  {t('common.signIn')}
                </button>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
