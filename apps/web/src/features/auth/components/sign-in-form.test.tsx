import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('asks for a mobile number in China mode and checks it before sending', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInApp(<SignInForm china redirect="/cn/" />, { path: '/cn/auth/login' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '2234' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for an e-mail overseas and shows the server error translated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 'too_many_requests', message: 'Too many requests', resend_after: 30 }),
            {
              status: 429,
            },
          ),
      ),
    );
    renderInApp(<SignInForm china={false} redirect={null} />, { path: '/en/auth/login' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toHaveProperty('disabled', true);
  });

  it('confirms the code was sent beside the code field, not in a toast over the form (issue 35 item 11)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ resend_after: 60 })),
    );
    renderInApp(<SignInForm china={false} redirect={null} />, { path: '/en/auth/login' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const status = await screen.findByText('Code sent to your e-mail');
    expect(status.closest('form')).toBeTruthy();
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(document.querySelector('.toasts, .toast')).toBeNull();
  });
});
