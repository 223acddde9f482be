import type { TaskDetail } from '@miao/contracts/tasks';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { queryKeys } from '@/lib/query-keys';
import type { Translator } from '@/lib/translator';
import type { PageHandle, PageTitle } from './routes';

/**
 * A page titled by its own content (decision 049): a task's page by the task's title, once the
 * task is in the query client (the server's render carries it). Undefined for other pages.
 */
export function ownTitle(handle: PageHandle, params: Params, client: QueryClient): string | undefined {
  if (handle.page !== 'task-detail') return undefined;
  return client.getQueryData<TaskDetail>(queryKeys.tasks.detail(Number(params.id)))?.title;
}

/**
 * The staff workspaces are sign-in pages to a visitor and the workspace itself once signed in
 * (issue 35 item 10): titled so in the browser, which knows the session.
 */
export function sessionTitle(title: PageTitle, signedIn: boolean): PageTitle {
  if (!signedIn || !('route' in title)) return title;
  if (title.route === 'aiLogin') return { route: 'aiWorkspace' };
  if (title.route === 'financeLogin') return { route: 'financeWorkspace' };
  return title;
}

/** Spec 2: the translated route name, or the product name when the route has none. */
export function pageTitle(title: PageTitle, i18n: Pick<Translator, 't' | 'exists'>): string {
  if ('route' in title) return i18n.t(`route.${title.route}`);
  const key = `product.${title.product}`;
  const product = i18n.exists(key) ? i18n.t(key) : title.product.replace(/[-_]+/g, ' ').toUpperCase();
  switch (title.variant) {
    case 'custom':
      return i18n.t('route.productCustom', { product });
    case 'number':
      return i18n.t('route.numberSelection', { product });
    case 'edition':
      return i18n.t('route.productEdition', { product });
    default:
      return product;
  }
}
