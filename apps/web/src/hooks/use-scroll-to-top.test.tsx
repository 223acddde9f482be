import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

function Layout() {
  useScrollToTop();
  return <Outlet />;
}

describe('useScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at its top, but not on back, an anchor or a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/dao/new/', element: <p>form</p> },
            { path: '/dao/:id/', element: <p>task</p> },
          ],
        },
      ],
      { initialEntries: ['/dao/new/'] },
    );
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<RouterProvider router={router} />));
    scrollTo.mockClear();

    // publishing the task: the detail opens at the top
    await act(async () => router.navigate('/dao/7/'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollTo.mockClear();
    await act(async () => router.navigate('/dao/7/?page_number=2'));
    await act(async () => router.navigate('/dao/8/#comments'));
    await act(async () => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    container.remove();
  });
});
