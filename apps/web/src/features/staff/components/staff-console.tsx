import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { LocalLink, LocalNavLink } from '@/components/ui/local-link';
import { StaffDevicesPanel } from '@/features/devices/components/staff-devices-panel';
import { StaffCustomOrdersPanel } from '@/features/customisation/components/staff-custom-orders-panel';
import { StaffDrawsPanel } from '@/features/draws/components/staff-draws-panel';
import { StaffNumbersPanel } from '@/features/numbers/components/staff-numbers-panel';
import { AppVersionsPanel } from './app-versions-panel';
import { AuditPanel } from './audit-panel';
import { CoinPanel } from './coin-panel';
import { JobsPanel } from './jobs-panel';
import { StaffTasksPanel } from './staff-tasks-panel';
import { TaxonomyPanel } from './taxonomy-panel';
import { UsersPanel } from './users-panel';
import { NewsletterPanel } from './newsletter-panel';
import { ProductRequestsPanel } from './product-requests-panel';
import { ProductSettingsPanel } from './product-settings-panel';
import { ProductMediaPanel } from './product-media-panel';
import { ShortLinksPanel } from './short-links-panel';
import { SiteLinksPanel } from './site-links-panel';
import { RewardSettingsPanel } from '@/features/orders/components/reward-settings-panel';
import { StaffOrdersPanel } from '@/features/orders/components/staff-orders-panel';
import { WebhookSecretsPanel } from '@/features/orders/components/webhook-secrets-panel';
import { StoreConnectionsPanel } from '@/features/orders/components/store-connections-panel';
import { useTranslation } from '@/lib/use-translation';
import { ChevronDownIcon } from './staff-icons';

/** The console's screens, each at `/staff/<section>/`; product settings at `/staff/` itself. */
export const STAFF_SECTIONS = [
  'products',
  'media',
  'requests',
  'newsletter',
  'apps',
  'links',
  'site-links',
  'orders',
  'rewards',
  'devices',
  'customisation',
  'draws',
  'numbers',
  'taxonomy',
  'coin',
  'users',
  'tasks',
  'jobs',
  'audit',
] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

export function staffSection(param: string | undefined): StaffSection | null {
  if (param === undefined || param === '') return 'products';
  return (STAFF_SECTIONS as readonly string[]).includes(param) ? (param as StaffSection) : null;
}

export function staffSectionPath(section: StaffSection): string {
  return section === 'products' ? '/staff/' : `/staff/${section}/`;
}

function Panel({ section }: { section: StaffSection }) {
  switch (section) {
    case 'products':
      return <ProductSettingsPanel />;
    case 'media':
      return <ProductMediaPanel />;
    case 'requests':
      return <ProductRequestsPanel />;
    case 'newsletter':
      return <NewsletterPanel />;
    case 'apps':
      return <AppVersionsPanel />;
    case 'links':
      return <ShortLinksPanel />;
    case 'site-links':
      return <SiteLinksPanel />;
    case 'orders':
      return (
        <>
          <StaffOrdersPanel />
          <WebhookSecretsPanel />
          <StoreConnectionsPanel />
        </>
      );
    case 'rewards':
      return <RewardSettingsPanel />;
    case 'devices':
      return <StaffDevicesPanel />;
    case 'customisation':
      return <StaffCustomOrdersPanel />;
    case 'draws':
      return <StaffDrawsPanel />;
    case 'numbers':
      return <StaffNumbersPanel />;
    case 'taxonomy':
      return <TaxonomyPanel />;
    case 'coin':
      return <CoinPanel />;
    case 'users':
      return <UsersPanel />;
    case 'tasks':
      return <StaffTasksPanel />;
    case 'jobs':
      return <JobsPanel />;
    case 'audit':
      return <AuditPanel />;
  }
}

/**
 * The console's sections in four groups (issue 35 item 10, decision 059), in the order a staff
 * member meets them: the community they moderate, what is sold, what the site says, the machinery.
 */
export const STAFF_GROUPS: readonly { group: StaffGroup; sections: readonly StaffSection[] }[] = [
  { group: 'community', sections: ['tasks', 'users', 'taxonomy', 'coin', 'draws'] },
  {
    group: 'commerce',
    sections: ['products', 'orders', 'rewards', 'requests', 'devices', 'customisation', 'numbers'],
  },
  { group: 'content', sections: ['media', 'newsletter', 'apps', 'links', 'site-links'] },
  { group: 'operations', sections: ['jobs', 'audit'] },
];
export type StaffGroup = 'community' | 'commerce' | 'content' | 'operations';

/**
 * Grouped links (each screen has its address, so back and reload keep the place), a sidebar on a
 * desktop and, on a phone, one "Sections" button naming the current screen that opens the same
 * list; then the screen.
 */
export function StaffConsole({ section }: { section: StaffSection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const listId = useId();
  // a link followed on a phone closes the menu
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="staff staff--console">
      <nav className={`staff-nav${open ? ' is-open' : ''}`} aria-label={t('staff.sectionsLabel')}>
        <button
          type="button"
          className="staff-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="staff-nav__toggle-label">{t('staff.nav.menu')}</span>
          <span className="staff-nav__toggle-current">{t(`staff.sections.${section}`)}</span>
          <ChevronDownIcon className="staff-nav__chevron" aria-hidden="true" />
        </button>
        <div id={listId} className="staff-nav__groups">
          {STAFF_GROUPS.map(({ group, sections }) => (
            <section key={group} className="staff-nav__group" aria-labelledby={`${listId}-${group}`}>
              <h2 id={`${listId}-${group}`} className="staff-nav__heading">
                {t(`staff.groups.${group}`)}
              </h2>
              <ul className="staff-nav__list">
                {sections.map((s) => (
                  <li key={s}>
                    <LocalNavLink
                      to={staffSectionPath(s)}
                      end
                      className={({ isActive }) => `staff-nav__link${isActive ? ' is-active' : ''}`}
                    >
                      {t(`staff.sections.${s}`)}
                    </LocalNavLink>
                  </li>
                ))}
                {group === 'community' ? (
                  <li>
                    <LocalLink to="/task-batch-create/" className="staff-nav__link staff-nav__link--out">
                      {t('route.taskBatchCreate')}
                      <ArrowRightIcon aria-hidden="true" />
                    </LocalLink>
                  </li>
                ) : null}
              </ul>
            </section>
          ))}
        </div>
      </nav>
      <div className="staff__screen">
        <Panel section={section} />
      </div>
    </div>
  );
}
