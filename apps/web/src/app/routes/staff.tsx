import { Navigate, useParams } from 'react-router';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { StaffConsole, staffSection } from '@/features/staff/components/staff-console';
import { StaffGate } from '@/features/staff/components/staff-gate';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';
import '@/styles/community.css';
import '@/features/staff/staff.css';
import '@/features/orders/orders.css';

/** /staff/ and /staff/{section}/: the staff console (members of `internal staff` only). */
export function StaffRoute() {
  const { t } = useTranslation();
  const { prefix } = useLanguage();
  const section = staffSection(useParams().section);
  if (!section) return <Navigate to={`${prefix}/staff/`} replace />;
  return (
    // the staff layout (app/layouts/staff-layout.tsx) frames it: its bar leads back to the site
    <div className="page page--staff">
      <h1 className="page__title">{t('route.staff')}</h1>
      <RequireSignIn>
        <StaffGate>
          <StaffConsole section={section} />
        </StaffGate>
      </RequireSignIn>
    </div>
  );
}

export { StaffRoute as Component };
