import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { CustomisePanel } from './customise-panel';

afterEach(() => vi.unstubAllGlobals());

const ORDER = {
  order_no: 'MIAO-EN-100410',
  platform: 'en',
  product_code: 'am-65-less',
  quantity: 1,
  left_text: '',
  middle_text: '',
  right_text: '',
  customised: false,
  paid_at: '2030-01-01T00:00:00.000Z',
  editable_until: '2030-01-08T00:00:00.000Z',
  editable: true,
  revision: 0,
  update_time: null,
};

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('CustomisePanel', () => {
  it('draws the text as it is typed and flags unsupported characters and length (preview, signed out)', () => {
    renderInApp(<CustomisePanel product="am-65-less" productName="AM 65 LESS" />, {
      path: '/en/am-65-less/custom/',
    });
    expect(screen.getByText('This page is a preview')).toBeTruthy();
    type('Left light text', 'HELLO');
    const art = screen.getByRole('img');
    expect(art.getAttribute('aria-label')).toContain('the left light reads “HELLO”');
    expect(within(art as unknown as HTMLElement).getByText('HELLO')).toBeTruthy();
    expect(screen.getByTestId('plate-left').textContent).toBe('HELLO');
    type('Right light text', 'A'.repeat(21));
    expect(screen.getByText('At most 20 characters')).toBeTruthy();
    type('Middle: engraving above the USB-C port', 'Hi 你好$');
    expect(screen.getByText('These characters are not supported: 你 好 $')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Input issues?' }));
    expect(screen.getByRole('dialog', { name: 'What can I write?' })).toBeTruthy();
  });

  it('requires each area with its spec message, confirms, then saves', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ url, method, body });
        if (url.startsWith('/api/custom-orders/') && method === 'POST')
          return Response.json({
            ...ORDER,
            ...body,
            customised: true,
            revision: 1,
            update_time: ORDER.paid_at,
          });
        if (url.startsWith('/api/custom-orders/')) return Response.json(ORDER);
        return Response.json({});
      }),
    );
    renderInApp(<CustomisePanel product="am-65-less" productName="AM 65 LESS" />, {
      path: '/en/am-65-less/custom/',
      signedIn: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the correct order number')).toBeTruthy();
    type('Order number', 'MIAO-EN-100410');
    type('Left light text', 'LEFT');
    type('Right light text', 'RIGHT');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('custom-error')).textContent).toBe(
      'You have not customized the middle area, please finish editing and submit',
    );
    type('Middle: engraving above the USB-C port', 'Made by Ada');
    type('Left light text', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByTestId('custom-error').textContent).toBe(
        'You have not customized the left area, please finish editing and submit',
      ),
    );
    type('Left light text', 'LEFT');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your customisation' });
    expect(within(dialog).getByText('Made by Ada')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and submit' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/custom-orders/MIAO-EN-100410?platform=en&product=am-65-less');
    expect(post.body).toEqual({ left_text: 'LEFT', middle_text: 'Made by Ada', right_text: 'RIGHT' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the locked message for an order past its window and the no-order message in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('LOCKED'))
          return Response.json({
            ...ORDER,
            order_no: 'MIAO-LOCKED-1',
            editable: false,
            customised: true,
            left_text: 'OLD',
          });
        return Response.json(
          {
            code: 'custom_order_missing',
            message: 'You do not have customized order, please go to the mall to purchase first',
          },
          { status: 404 },
        );
      }),
    );
    renderInApp(<CustomisePanel product="am-compact-touch" productName="COMPACT TOUCH" />, {
      path: '/cn/am-compact-touch/custom/',
      signedIn: true,
    });
    type('订单号', 'MIAO-NONE-1');
    fireEvent.click(screen.getByRole('button', { name: '查找订单' }));
    expect((await screen.findByTestId('custom-status')).textContent).toContain(
      '您还没有定制订单，请先前往商城购买',
    );
    type('订单号', 'MIAO-LOCKED-1');
    fireEvent.click(screen.getByRole('button', { name: '查找订单' }));
    await waitFor(() =>
      expect(screen.getByTestId('custom-status').textContent).toContain('定制时间已过，无法定制'),
    );
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('左侧灯条文字') as HTMLInputElement).value).toBe('OLD');
  });

  it('offers the member their own orders, hides the preview notice once one is found, and punctuates the locked message (issue 35 item 9)', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const locked = {
          ...ORDER,
          order_no: 'MIAO-EN-100377',
          editable: false,
          customised: true,
          left_text: 'OLD',
        };
        if (url.startsWith('/api/custom-orders?')) return Response.json({ results: [ORDER, locked] });
        if (url.includes('100377')) return Response.json(locked);
        if (url.startsWith('/api/custom-orders/')) return Response.json(ORDER);
        return Response.json({});
      }),
    );
    renderInApp(<CustomisePanel product="am-65-less" productName="AM 65 LESS" />, {
      path: '/en/am-65-less/custom/',
      signedIn: true,
    });
    expect(screen.getByText('This page is a preview')).toBeTruthy();
    const mine = await screen.findByRole('group', { name: 'Your orders of this keyboard:' });
    expect(calls).toContain('/api/custom-orders?product=am-65-less');
    fireEvent.click(within(mine).getByRole('button', { name: /MIAO-EN-100410/ }));
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('MIAO-EN-100410');
    expect((await screen.findByTestId('custom-status')).textContent).toContain('Order MIAO-EN-100410 found');
    expect(screen.queryByText('This page is a preview')).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: /MIAO-EN-100377/ }));
    await waitFor(() =>
      expect(screen.getByTestId('custom-status').textContent).toMatch(
        /^The customization time has expired and cannot be customized\. Its text was locked on /,
      ),
    );
  });

  it('draws Chinese placeholders on the cn preview', () => {
    renderInApp(<CustomisePanel product="am-65-less" productName="AM 65 LESS" />, {
      path: '/cn/am-65-less/custom/',
    });
    const art = screen.getByRole('img') as unknown as HTMLElement;
    expect(within(art).getByText('你的刻字')).toBeTruthy();
    expect(within(art).queryByText('YOUR ENGRAVING')).toBeNull();
  });
});
