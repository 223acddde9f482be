import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { useLanguage } from '@/hooks/use-language';

/** A link to an app path that keeps the page's language prefix. */
export function LocalLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const { prefix } = useLanguage();
  return <Link to={`${prefix}${to}`} {...props} />;
}

export function LocalNavLink({ to, ...props }: Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }) {
  const { prefix } = useLanguage();
  return <NavLink to={`${prefix}${to}`} {...props} />;
}
