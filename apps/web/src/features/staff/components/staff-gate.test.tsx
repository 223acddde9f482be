import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffRoute } from '@/app/routes/staff';
import { renderInApp } from '@/test/render';
import { HATSU, MEMBER_PERMISSIONS, R4, stubApi, STAFF_PERMISSIONS } from '@/features/staff/testing/fixtures';
import { StaffConsoleLink } from './staff-console-link';

afterEach(() => vi.unstubAllGlobals());

function renderStaff(path: string) {
  renderInApp(
    <Routes>
      {['/en', '/cn'].map((prefix) => (
        <Route key={prefix} path={`${prefix}/staff/:section?`} element={<StaffRoute />} />
      ))}
    </Routes>,
    { path, signedIn: true },
  );
}

describe('staff console access', () => {
  it('tells a member who is not staff that they have no permission, and asks the admin API nothing', async () => {
    const calls = stubApi({ '/api/permission/current-user': () => MEMBER_PERMISSIONS });
    renderStaff('/en/staff/');
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeTruthy();
    expect(
      screen.getByText(
        'The staff console is only for members of the internal staff group. Ask an administrator if you need access.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to user center' }).getAttribute('href')).toBe(
      '/en/user-center/',
    );
    expect(screen.queryByRole('navigation', { name: 'Staff console sections' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/admin'))).toEqual([]);
  });

  it('says so in Chinese on /cn/', async () => {
    stubApi({ '/api/permission/current-user': () => MEMBER_PERMISSIONS });
    renderStaff('/cn/staff/links/');
    expect(await screen.findByRole('heading', { name: '无访问权限' })).toBeTruthy();
  });

  it('shows staff the sections, with batch task creation, and the product settings table', async () => {
    stubApi({
      '/api/permission/current-user': () => STAFF_PERMISSIONS,
      '/api/product-settings': () => [R4, HATSU],
    });
    renderStaff('/en/staff/');
    const nav = await screen.findByRole('navigation', { name: 'Staff console sections' });
    // grouped (issue 35 item 10): each group a heading over its links
    const groups = within(nav).getAllByRole('region');
    expect(
      groups.map((group) => [
        within(group).getByRole('heading').textContent,
        [...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      ]),
    ).toEqual([
      [
        'Community',
        [
          ['Tasks', '/en/staff/tasks/'],
          ['Users', '/en/staff/users/'],
          ['Categories & tags', '/en/staff/taxonomy/'],
          ['Coin', '/en/staff/coin/'],
          ['Draws', '/en/staff/draws/'],
          ['Batch create tasks', '/en/task-batch-create/'],
        ],
      ],
      [
        'Commerce',
        [
          ['Product settings', '/en/staff/'],
          ['Orders', '/en/staff/orders/'],
          ['Order rewards', '/en/staff/rewards/'],
          ['Product requests', '/en/staff/requests/'],
          ['Devices', '/en/staff/devices/'],
          ['Customisation', '/en/staff/customisation/'],
          ['Number queues', '/en/staff/numbers/'],
        ],
      ],
      [
        'Content',
        [
          ['Product media', '/en/staff/media/'],
          ['Newsletter', '/en/staff/newsletter/'],
          ['App releases', '/en/staff/apps/'],
          ['Short links', '/en/staff/links/'],
          ['Store & social links', '/en/staff/site-links/'],
        ],
      ],
      [
        'Operations',
        [
          ['Failed jobs', '/en/staff/jobs/'],
          ['Audit log', '/en/staff/audit/'],
        ],
      ],
    ]);
    expect(within(nav).getByRole('link', { name: 'Product settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // the phone's menu button names the current screen and opens the list
    const toggle = within(nav).getByRole('button', { name: /Sections\s*Product settings/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('rowheader', { name: /CYBERBOARD R4 Street Art/ })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Edit CYBERBOARD R4 Street Art (cyberboard-r4)' }),
    ).toBeTruthy();
  });
});

describe('StaffConsoleLink (user center)', () => {
  it('is not there for members', async () => {
    const calls = stubApi({ '/api/permission/current-user': () => MEMBER_PERMISSIONS });
    renderInApp(<StaffConsoleLink />, { path: '/en/user-center/', signedIn: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads staff to the console', async () => {
    stubApi({ '/api/permission/current-user': () => STAFF_PERMISSIONS });
    renderInApp(<StaffConsoleLink />, { path: '/cn/user-center/', signedIn: true });
    expect((await screen.findByRole('link', { name: '员工后台' })).getAttribute('href')).toBe('/cn/staff/');
  });
});
