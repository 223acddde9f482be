import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BellIcon } from '@/components/icons/ui-icons';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import type { SessionStatus } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

const loadPanel = () => import('./notification-bell-panel');
const NotificationBellPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.NotificationBellPanel })),
);

/** The badge's text: the count, "99+" above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The header's bell (issue 35 item 3, as GitHub, Discourse and Linear have it): the unread count,
 * and a dropdown of the latest notifications with "see all" (/notifications/). Shown to members: while
 * the session is being confirmed ('refreshing', a refresh cookie) it is drawn already, without a
 * count, so the header does not move when the member is known. The dropdown is a chunk of its own,
 * fetched when the pointer nears the bell or on the first open. Escape, a click outside or focus
 * leaving it closes it; focus moves into it on open and back to the bell on Escape.
 */
export function NotificationBell({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = status === 'signed-in';
  const unread = useUnreadCount({ enabled: signedIn });
  const count = signedIn ? (unread.data ?? 0) : 0;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // a route change (a row or "see all" followed) closes it
  useEffect(() => setOpen(false), [pathname]);

  // a press outside closes it
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (status === 'signed-out') return null;
  const label = count > 0 ? t('layout.notificationsUnread', { count }) : t('layout.notifications');
  return (
    <div
      ref={root}
      className="bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Tab past the last row leaves the dropdown: it closes behind the focus
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`icon-button bell__button${count > 0 ? ' has-unread' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="bell__count" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="bell__panel tone-light" role="status">
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          }
        >
          <NotificationBellPanel id={panelId} signedIn={signedIn} onClose={() => close(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
