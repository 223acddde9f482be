import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { mockApi } from '@/features/products/test-settings';
import RequestModal from './request-modal';
import { RequestButton } from './request-button';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

function open(mode: 'cn' | 'en', onClose = () => {}) {
  return renderInApp(<RequestModal code="am-hatsu" productName="HATSU" mode={mode} onClose={onClose} />, {
    path: `/${mode}/am-hatsu/`,
    signedIn: true,
  });
}

describe('request modal (spec 4)', () => {
  it('loads, then shows the form with the count above the button (k above 999)', async () => {
    mockApi({
      'GET /api/product-requests/info': null,
      'GET /api/product-requests/count': { count: 12345, has_collection: false },
    });
    open('en');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(await screen.findByText('Requested so far: 12.3k')).toBeTruthy();
  });

  it('validates, submits, shows success, and OK closes', async () => {
    const calls = mockApi({
      'GET /api/product-requests/info': null,
      'GET /api/product-requests/count': { count: 3, has_collection: false },
      'POST /api/product-requests': { id: 1, nickname: 'Ming', phone: '', email: 'ming@example.com' },
    });
    let closed = false;
    open('en', () => (closed = true));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    const name = screen.getByLabelText('Contact name') as HTMLInputElement;
    expect(email.maxLength).toBe(80);
    expect(name.maxLength).toBe(20);

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the correct e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'ming@example.com' } });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the correct contact name');

    fireEvent.change(name, { target: { value: 'Ming' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    expect(await screen.findByText('Request received')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_code: 'am-hatsu',
      nickname: 'Ming',
      mobile: '',
      email: 'ming@example.com',
      mode: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toBe(true);
  });

  it("starts a first request from the member's own e-mail or mobile and nickname, editable (issue 18)", async () => {
    const me = { id: 7, nickname: 'Alice', email: 'alice@example.com', bind_phone: '13800138000' };
    mockApi({
      'GET /api/product-requests/info': null,
      'GET /api/product-requests/count': { count: 3, has_collection: false },
      'GET /api/users/me': me,
    });
    const en = open('en');
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('alice@example.com');
    expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Alice');
    fireEvent.change(email, { target: { value: 'orders@example.com' } });
    expect(email.value).toBe('orders@example.com');
    en.unmount();

    open('cn');
    expect(((await screen.findByLabelText('手机号')) as HTMLInputElement).value).toBe('13800138000');
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('Alice');
  });

  it('asks for a mainland mobile in China mode', async () => {
    mockApi({
      'GET /api/product-requests/info': null,
      'GET /api/product-requests/count': { count: 999, has_collection: false },
    });
    open('cn');
    const mobile = await screen.findByLabelText('手机号');
    expect(await screen.findByText('已有 999 人登记')).toBeTruthy();
    fireEvent.change(mobile, { target: { value: '12345678901' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '小明' } });
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号');
  });

  it('saves an existing request again by itself and confirms it', async () => {
    const calls = mockApi({
      'GET /api/product-requests/info': { id: 7, nickname: '小明', phone: '13812345678', email: '' },
      'GET /api/product-requests/count': { count: 1000, has_collection: true },
      'POST /api/product-requests': { id: 7, nickname: '小明', phone: '13812345678', email: '' },
    });
    open('cn');
    expect(await screen.findByText('你已经登记过了')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      product_code: 'am-hatsu',
      nickname: '小明',
      mobile: '13812345678',
      mode: 'cn',
    });
  });
});

describe('request button (spec 6: requesting needs sign-in)', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    mockApi({});
    function Where() {
      const location = useLocation();
      return <output>{`${location.pathname}${location.search}`}</output>;
    }
    renderInApp(
      <>
        <RequestButton code="am-hatsu" productName="HATSU" />
        <Where />
      </>,
      { path: '/en/am-hatsu/?p=2' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '/en/auth/login?redirect=%2Fen%2Fam-hatsu%2F%3Fp%3D2',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the modal when signed in', async () => {
    mockApi({
      'GET /api/product-requests/info': null,
      'GET /api/product-requests/count': { count: 0, has_collection: false },
    });
    renderInApp(<RequestButton code="am-hatsu" productName="HATSU" />, {
      path: '/en/am-hatsu/',
      signedIn: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('dialog', { name: 'Request HATSU' })).toBeTruthy();
  });
});
