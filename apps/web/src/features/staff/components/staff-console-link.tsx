import { LocalLink } from '@/components/ui/local-link';
import { useTranslation } from '@/lib/use-translation';
import { useIsStaff } from './staff-gate';

/** The user center's way in to the staff console: shown to staff only. */
export function StaffConsoleLink({ className = 'button button--secondary' }: { className?: string }) {
  const { t } = useTranslation();
  const { isStaff } = useIsStaff({ enabled: true });
  if (!isStaff) return null;
  return (
    <LocalLink to="/staff/" className={className}>
      {t('staff.console')}
    </LocalLink>
  );
}
