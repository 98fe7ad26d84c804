import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useCompanies } from '../../hooks/use-companies.ts';
import { useCurrentSite } from '../../hooks/use-current-site.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { isAdmin, session } from '../../stores/session.store.ts';
import { DASHBOARD_ITEMS, isActiveChild, NAV_ITEMS, SETTINGS_ITEMS, visibleItems } from './nav-items.ts';

type Section = 'navigation' | 'settings' | 'language' | 'account';
type Collapsed = Partial<Record<Section, boolean>>;

interface SideNavProps {
  ref?: React.Ref<HTMLElement>;
  open: boolean;
  /** Shown as a drawer over the screen (narrow screens) rather than a column beside it. */
  drawer?: boolean;
  onClose: () => void;
  /** An item was chosen (the drawer closes even when it is the current screen's). */
  onNavigate?: () => void;
  onLogout: () => void;
}

/**
 * The side navigation (spec §2): permitted items, Settings for admins, Language and
 * Account; which sections are collapsed is remembered in local storage.
 */
export function SideNav({ ref, open, drawer = false, onClose, onNavigate, onLogout }: SideNavProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSnapshot(session);
  const site = useCurrentSite();
  const { data: companies } = useCompanies();
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useState<Collapsed>(() => readStored<Collapsed>('local', STORAGE_KEYS.navSections, {}));
  const toggle = (section: Section) => {
    const next = { ...collapsed, [section]: !collapsed[section] };
    setCollapsed(next);
    writeStored('local', STORAGE_KEYS.navSections, next);
  };
  if (!user) return null;
  const anySite = companies ? companies.some((company) => company.sites.length > 0) : true;
  const context = { roles: user.roles, isAdmin: isAdmin(user), siteType: site ? site.type : null, hasSite: site !== null, anySite };
  const items = visibleItems(NAV_ITEMS, context);
  const settings = visibleItems(SETTINGS_ITEMS, context);
  const active = (path: string) => (path === '/dashboard' ? location === path : location.startsWith(path));

  return (
    <nav
      ref={ref}
      id="side-nav"
      className={open ? 'side-nav is-open' : 'side-nav'}
      aria-label={t('nav.label')}
      data-testid="side-nav"
      data-drawer={drawer || undefined}
      // A closed drawer is off screen: keep its links out of the Tab order too.
      inert={!open}
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) onNavigate?.();
      }}
    >
      <div className="side-nav-top">
        <span className="brand">{t('app.name')}</span>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav.close')} data-testid="close-nav">
          ✕
        </button>
      </div>
      <NavSection id="navigation" title={t('nav.navigation')} collapsed={collapsed.navigation} onToggle={toggle}>
        {items.map((item) => (
          <li key={item.permission}>
            <Link href={item.path} className={active(item.path) ? 'nav-link is-active' : 'nav-link'} data-testid={`nav-${item.permission}`}>
              {t(`nav.${item.label}`)}
            </Link>
            {item.permission === 'dashboard' && location.startsWith('/dashboard') ? (
              <ul className="nav-children">
                {DASHBOARD_ITEMS.map((child) => (
                  <li key={child.path}>
                    <Link href={child.path} className={isActiveChild(child.path, location) ? 'nav-link is-active' : 'nav-link'} data-testid={`nav-${child.label}`}>
                      {t(`nav.${child.label}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </NavSection>
      {settings.length > 0 ? (
        <NavSection id="settings" title={t('nav.settings')} collapsed={collapsed.settings} onToggle={toggle}>
          {settings.map((item) => (
            <li key={item.permission}>
              <Link href={item.path} className={active(item.path) ? 'nav-link is-active' : 'nav-link'} data-testid={`nav-${item.permission}`}>
                {t(`nav.${item.label}`)}
              </Link>
            </li>
          ))}
        </NavSection>
      ) : null}
      <NavSection id="language" title={t('nav.language')} collapsed={collapsed.language} onToggle={toggle}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.code}
              className={i18n.language === language.code ? 'nav-link is-active' : 'nav-link'}
              aria-pressed={i18n.language === language.code}
              data-testid={`language-${language.code}`}
              onClick={() => void changeLanguage(language.code)}
            >
              {language.nativeName}
            </button>
          </li>
        ))}
      </NavSection>
      <NavSection id="account" title={t('nav.account')} collapsed={collapsed.account} onToggle={toggle}>
        <li className="account">
          <span className="avatar" aria-hidden="true">
            {user.username.charAt(0).toUpperCase()}
          </span>
          <span className="account-text">
            <span className="account-name" data-testid="account-name">
              {user.username}
            </span>
            <span className="account-role">{t(`userTypes.${user.type}`, { defaultValue: user.type })}</span>
          </span>
        </li>
        <li>
          <button type="button" className="button button-ghost logout" onClick={onLogout} data-testid="logout">
            {t('nav.logout')}
          </button>
        </li>
      </NavSection>
    </nav>
  );
}

interface NavSectionProps {
  id: Section;
  title: string;
  collapsed: boolean | undefined;
  onToggle: (section: Section) => void;
  children: React.ReactNode;
}

function NavSection({ id, title, collapsed, onToggle, children }: NavSectionProps) {
  return (
    <section className="nav-section">
      <button type="button" className="nav-section-title" aria-expanded={!collapsed} onClick={() => onToggle(id)} data-testid={`nav-section-${id}`}>
        <span>{title}</span>
        <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
      </button>
      {collapsed ? null : <ul>{children}</ul>}
    </section>
  );
}
