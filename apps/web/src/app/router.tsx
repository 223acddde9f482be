import { useRoutes } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { buildRoutes, type PageHandle } from './route-table';
import { ComingSoonRoute } from './routes/coming-soon';
import { HomeRoute } from './routes/home';
import { RedirectRoute, UnknownPathRoute } from './routes/navigate-to';
import { SignInRoute } from './routes/sign-in';
import { UserCenterRoute } from './routes/user-center';
import { UserDetailRoute } from './routes/user-detail';
import { UserEditRoute } from './routes/user-edit';

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
