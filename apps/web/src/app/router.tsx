import { useRoutes } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { buildRoutes, type PageHandle } from './route-table';
import { AppDownloadRoute } from './routes/app-download';
import { ComingSoonRoute } from './routes/coming-soon';
import { CompetitionPageRoute } from './routes/competition-page';
import { HomeRoute } from './routes/home';
import { InfoPageRoute } from './routes/info-page';
import { LandingPageRoute } from './routes/landing-page';
import { ManualPageRoute } from './routes/manual-page';
import { RedirectRoute, UnknownPathRoute } from './routes/navigate-to';
import { ProductsListRoute } from './routes/products-list';
import { QrPageRoute } from './routes/qr-page';
import { SignInRoute } from './routes/sign-in';
import { TaskBatchCreateRoute } from './routes/task-batch-create';
import { TaskDetailRoute } from './routes/task-detail';
import { TaskFormRoute } from './routes/task-form';
import { TaskListRoute } from './routes/task-list';
import { UserCenterRoute } from './routes/user-center';
import { UserDetailRoute } from './routes/user-detail';
import { UserEditRoute } from './routes/user-edit';
import { VideoPageRoute } from './routes/video-page';

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
