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

/** Tabs as links (each screen has its address, so back and reload keep the place), then the screen. */
export function StaffConsole({ section }: { section: StaffSection }) {
  const { t } = useTranslation();
  return (
    <div className="staff">
      <nav className="staff-tabs" aria-label={t('staff.sectionsLabel')}>
        <ul className="staff-tabs__list">
          {STAFF_SECTIONS.map((s) => (
            <li key={s}>
              <LocalNavLink
                to={staffSectionPath(s)}
                end
                className={({ isActive }) => `staff-tabs__tab${isActive ? ' is-active' : ''}`}
              >
                {t(`staff.sections.${s}`)}
              </LocalNavLink>
            </li>
          ))}
          <li className="staff-tabs__aside">
            <LocalLink to="/task-batch-create/" className="staff-tabs__tab staff-tabs__tab--link">
              {t('route.taskBatchCreate')}
              <ArrowRightIcon aria-hidden="true" />
            </LocalLink>
          </li>
        </ul>
      </nav>
      <Panel section={section} />
    </div>
  );
}
