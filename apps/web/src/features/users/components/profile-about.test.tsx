import { fireEvent, screen, within } from '@testing-library/react';
import type { Profile } from '@miao/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { ProfileAbout } from './profile-about';
import { ProfileEditForm } from './profile-edit-form';

afterEach(() => vi.unstubAllGlobals());

describe("A member's bio and links (issue 35)", () => {
  it('shows the bio as text and each link leaving in a new tab, marked user content', () => {
    renderInApp(
      <ProfileAbout
        name="Alice"
        bio={'<img src=x onerror=alert(1)> likes\nsplit boards'}
        links={[
          { url: 'https://example.com/alice/', label: '' },
          { url: 'https://example.org/log', label: 'Build log' },
        ]}
      />,
      { path: '/en/users/2/' },
    );
    const bio = screen.getByText(/likes/);
    expect(bio.textContent).toBe('<img src=x onerror=alert(1)> likes\nsplit boards');
    expect(bio.querySelector('img')).toBeNull();
    const list = screen.getByRole('list', { name: 'Links of Alice' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('https://example.com/alice/');
    expect(first!.textContent).toBe('example.com/alice (opens in a new tab)');
    expect(second!.textContent).toContain('Build log');
    for (const link of [first!, second!]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    }
  });

  it('never renders an address that is not https as a link', () => {
    const { container } = renderInApp(
      <ProfileAbout
        name="Mallory"
        bio=""
        links={[
          { url: 'javascript:alert(1)', label: 'click' },
          { url: 'http://example.com', label: 'plain' },
        ]}
      />,
      { path: '/en/users/3/' },
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('says so in Chinese on the member’s own card when there is no bio', () => {
    renderInApp(<ProfileAbout name="小喵" bio="" links={[]} showEmpty />, { path: '/cn/user-center/' });
    expect(screen.getByText('还没有简介。')).toBeTruthy();
  });
});

describe('the profile form (issue 35)', () => {
  const profile: Profile = {
    id: 2,
    nickname: 'Alice',
    avatar: '',
    bind_phone: '',
    email: 'alice@example.com',
    wallet_address: '0x90573f35645f65c5c9696f571bdc97a10bf3badd',
    invite_code: '4B54ACBE9F',
    create_time: '2026-11-20T04:01:21.812Z',
    bio: 'Old bio',
    links: [{ url: 'https://example.com', label: 'Home' }],
  };

  it('refuses a non-https link beside its input and sends the bio and links when valid', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ ...profile, ...(JSON.parse(String(init?.body)) as object) }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderInApp(
      <ProfileEditForm
        profile={profile}
        renderAvatarInput={() => null}
        onSaved={onSaved}
        onCancel={() => {}}
      />,
      { path: '/en/user-edit/', signedIn: true },
    );
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Old bio');
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: '  New bio  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Link 2 address'), { target: { value: 'http://example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A link must be an https address with a host')).toBeTruthy();
    expect(screen.getByLabelText('Link 2 address').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Link 2 address'), { target: { value: 'https://example.org' } });
    expect(screen.queryByText('A link must be an https address with a host')).toBeNull();
    // three links at most: the add button goes once there are three
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.queryByRole('button', { name: 'Add a link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as object;
    // the empty third row is dropped
    expect(body).toMatchObject({
      nickname: 'Alice',
      bio: 'New bio',
      links: [
        { url: 'https://example.com', label: 'Home' },
        { url: 'https://example.org', label: '' },
      ],
    });
  });

  it('counts the bio in characters and refuses more than 200', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderInApp(
      <ProfileEditForm
        profile={{ ...profile, bio: '', links: [] }}
        renderAvatarInput={() => null}
        onSaved={() => {}}
        onCancel={() => {}}
      />,
      { path: '/cn/user-edit/', signedIn: true },
    );
    fireEvent.change(screen.getByLabelText('个人简介'), { target: { value: '喵'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('简介最多 200 个字符')).toBeTruthy();
  });
});
