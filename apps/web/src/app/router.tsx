import { useRoutes } from 'react-router';
import type { Language } from '../lib/language';
import { lazyPage, type LazyPage } from './lazy-page';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { buildRoutes, describeLocation, type PageHandle } from './route-table';
import { ComingSoonRoute } from './routes/coming-soon';
import { RedirectRoute, UnknownPathRoute } from './routes/navigate-to';

// Every screen is a chunk of its own (lazy-page.tsx), so a page loads only its own code (home too:
// its hero drawing is code no other page needs); coming soon and the redirects stay in the startup bundle.
const HomeRoute = lazyPage('home', () => import('./routes/home'), 'HomeRoute');
// The brand site: landing pages and the product lists.
const LandingPageRoute = lazyPage('landing-page', () => import('./routes/landing-page'), 'LandingPageRoute');
const ProductsListRoute = lazyPage('products-list', () => import('./routes/products-list'), 'ProductsListRoute');
// Info pages (features/info).
const InfoPageRoute = lazyPage('info-page', () => import('./routes/info-page'), 'InfoPageRoute', 'info');
const ManualPageRoute = lazyPage('manual-page', () => import('./routes/manual-page'), 'ManualPageRoute', 'info');
const VideoPageRoute = lazyPage('video-page', () => import('./routes/video-page'), 'VideoPageRoute', 'info');
const AppDownloadRoute = lazyPage('app-download', () => import('./routes/app-download'), 'AppDownloadRoute', 'info');
const CompetitionPageRoute = lazyPage('competition-page', () => import('./routes/competition-page'), 'CompetitionPageRoute', 'info');
const QrPageRoute = lazyPage('qr-page', () => import('./routes/qr-page'), 'QrPageRoute', 'info');
// The community task board.
const TaskListRoute = lazyPage('task-list', () => import('./routes/task-list'), 'TaskListRoute', 'community');
const TaskDetailRoute = lazyPage('task-detail', () => import('./routes/task-detail'), 'TaskDetailRoute', 'community');
const TaskFormRoute = lazyPage('task-form', () => import('./routes/task-form'), 'TaskFormRoute', 'community');
const TaskBatchCreateRoute = lazyPage('task-batch-create', () => import('./routes/task-batch-create'), 'TaskBatchCreateRoute', 'community');
// Users, sign-in and the staff console.
const UserCenterRoute = lazyPage('user-center', () => import('./routes/user-center'), 'UserCenterRoute', 'community');
const UserEditRoute = lazyPage('user-edit', () => import('./routes/user-edit'), 'UserEditRoute', 'community');
const UserDetailRoute = lazyPage('user-detail', () => import('./routes/user-detail'), 'UserDetailRoute', 'community');
const SignInRoute = lazyPage('sign-in', () => import('./routes/sign-in'), 'SignInRoute');
const StaffRoute = lazyPage('staff', () => import('./routes/staff'), 'StaffRoute', 'community');
// The chat assistant.
const ChatPageRoute = lazyPage('chat-page', () => import('./routes/chat-page'), 'ChatPageRoute');
const AiLoginRoute = lazyPage('ai-login', () => import('./routes/ai-login'), 'AiLoginRoute', 'community');

function pageElement(handle: PageHandle) {
  switch (handle.page) {
    case 'home':
      return <HomeRoute />;
    case 'signIn':
      return <SignInRoute />;
    case 'userCenter':
      return <UserCenterRoute />;
    case 'userEdit':
      return <UserEditRoute />;
    case 'userDetail':
      return <UserDetailRoute />;
    case 'redirect':
      return <RedirectRoute to={handle.redirectTo ?? '/'} />;
    case 'comingSoon':
      return <ComingSoonRoute handle={handle} />;
    case 'landing':
      return <LandingPageRoute handle={handle} />;
    case 'productList':
      return <ProductsListRoute kind={'route' in handle.title && handle.title.route === 'more' ? 'more' : 'products'} />;
    case 'taskList':
      return <TaskListRoute kind={'route' in handle.title && handle.title.route === 'tasks' ? 'tasks' : 'dao'} />;
    case 'taskDetail':
      return <TaskDetailRoute />;
    case 'taskForm':
      return <TaskFormRoute />;
    case 'taskBatchCreate':
      return <TaskBatchCreateRoute />;
    case 'infoDoc':
      return <InfoPageRoute handle={handle} />;
    case 'manual':
      return <ManualPageRoute handle={handle} />;
    case 'videoGuide':
      return <VideoPageRoute handle={handle} />;
    case 'appDownload':
      return <AppDownloadRoute handle={handle} />;
    case 'communityEvent':
      return <CompetitionPageRoute handle={handle} />;
    case 'qr':
      return <QrPageRoute />;
    case 'staff':
      return <StaffRoute />;
    case 'chat':
      return <ChatPageRoute />;
    case 'aiWorkspace':
      return <AiLoginRoute />;
  }
}

/**
 * Every route of spec section 2 under an optional cn/en prefix (route-table.ts). Declarative and
 * data-free, so the same tree renders in StaticRouter on the server and BrowserRouter here.
 */
const routes = buildRoutes({
  root: <RootLayout />,
  main: <MainLayout />,
  auth: <AuthLayout />,
  unknown: <UnknownPathRoute />,
  page: pageElement,
});

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the chunk of the page at `pathname` (none for the screens in the startup bundle): the
 * browser awaits it before hydrating, so its first render is the server's HTML. The page's
 * element carries its loader (lazy-page.tsx), so the switch above stays the one map of pages.
 */
export function preloadPage(pathname: string, language?: Language): Promise<unknown> {
  const info = describeLocation(pathname);
  if (info.kind !== 'page') return Promise.resolve();
  const screen = pageElement(info.handle).type as Partial<LazyPage<never>>;
  const loads = [screen.preload?.(language)];
  // a landing page's data and drawings too (a chunk of the brand group, which the page loads anyway)
  if (info.handle.page === 'landing' && 'product' in info.handle.title) {
    const slug = info.handle.title.product;
    loads.push(import('../content/products/preload').then(({ preloadLanding }) => preloadLanding(slug)));
  }
  return Promise.all(loads);
}

