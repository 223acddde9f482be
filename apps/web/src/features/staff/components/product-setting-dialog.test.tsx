import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { renderInApp } from '@/test/render';
import { R4, stubApi, type Call } from '@/features/staff/testing/fixtures';
import { ProductSettingDialog } from './product-setting-dialog';

const { toastSuccess, toastError } = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('@/lib/toast', () => ({
  toast: { success: toastSuccess, error: toastError, dismiss: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderDialog(path = '/en/staff/') {
  const onClose = vi.fn();
  renderInApp(<ProductSettingDialog setting={R4} onClose={onClose} />, { path, signedIn: true });
  const dialog = screen.getByRole('dialog');
  const cn = within(
    within(dialog).getByRole('group', {
      name: path.startsWith('/cn') ? '国内模式（cn）' : 'China mode (cn)',
    }),
  );
  const overseas = within(
    within(dialog).getByRole('group', { name: path.startsWith('/cn') ? '海外模式（en）' : 'Overseas (en)' }),
  );
  return { onClose, dialog, cn, overseas };
}

const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH');
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('ProductSettingDialog', () => {
  it('shows the saved values per mode and keeps Save off until something changes', () => {
    stubApi({});
    const { cn, overseas } = renderDialog();
    expect((cn.getByLabelText('Status') as HTMLSelectElement).value).toBe('inStock');
    expect((cn.getByLabelText('China store link') as HTMLInputElement).value).toBe(R4.cn_url);
    expect((overseas.getByLabelText('Overseas store link') as HTMLInputElement).value).toBe(R4.overseas_url);
    expect((cn.getByLabelText('Priority') as HTMLInputElement).value).toBe('280');
    expect((overseas.getByLabelText('Priority') as HTMLInputElement).value).toBe('260');
    expect((cn.getByLabelText('Show on home') as HTMLInputElement).checked).toBe(true);
    expect((overseas.getByLabelText('Header name') as HTMLInputElement).value).toBe('CYBERBOARD R4');
    expect(save().disabled).toBe(true);
    fireEvent.change(overseas.getByLabelText('Status'), { target: { value: 'soldOut' } });
    expect(save().disabled).toBe(false);
  });

  it('refuses a link that is not http(s) and a priority that is not a whole number 0-1000, before sending', () => {
    const calls = stubApi({});
    const { cn, overseas } = renderDialog();
    fireEvent.change(overseas.getByLabelText('Overseas store link'), {
      target: { value: 'ftp://store.example.com' },
    });
    fireEvent.change(cn.getByLabelText('Priority'), { target: { value: '1200' } });
    fireEvent.click(save());
    const link = overseas.getByLabelText('Overseas store link');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(overseas.getByRole('alert').textContent).toBe(
      'Please enter the correct link: starting with http:// or https://, or leave it empty',
    );
    expect(cn.getByRole('alert').textContent).toBe(
      'Please enter the correct priority: a whole number from 0 to 1000',
    );
    expect(patches(calls)).toEqual([]);
    // typing again clears the field's message
    fireEvent.change(cn.getByLabelText('Priority'), { target: { value: '120' } });
    expect(cn.queryByRole('alert')).toBeNull();
  });

  it('PATCHes only the changed fields and closes', async () => {
    const calls = stubApi({
      'PATCH /api/product-settings/cyberboard-r4': (call) => ({ ...R4, ...(call.body as object) }),
    });
    const { cn, overseas, onClose } = renderDialog();
    fireEvent.change(overseas.getByLabelText('Status'), { target: { value: 'soldOut' } });
    fireEvent.change(cn.getByLabelText('China store link'), {
      target: { value: ' https://store.miao.example.cn/r4-v2 ' },
    });
    fireEvent.change(cn.getByLabelText('Priority'), { target: { value: '99' } });
    fireEvent.click(overseas.getByLabelText('Show in header'));
    fireEvent.change(cn.getByLabelText('Header name'), { target: { value: 'R4 街头' } });
    fireEvent.click(screen.getByLabelText('Hide the buy button whatever the status'));
    fireEvent.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [patch] = patches(calls);
    expect(patch!.url.pathname).toBe('/api/product-settings/cyberboard-r4');
    expect(patch!.body).toEqual({
      overseas_status: 'soldOut',
      cn_url: 'https://store.miao.example.cn/r4-v2',
      cn_priority: 99,
      overseas_is_top: false,
      cn_top_name: 'R4 街头',
      hide_buy: true,
    });
    expect(toastSuccess).toHaveBeenCalledWith(
      'CYBERBOARD R4 Street Art saved — the site shows the change now',
    );
  });

  it('shows a server refusal as the spec 8 message and marks the fields it names, in Chinese too', async () => {
    stubApi({
      'PATCH /api/product-settings/cyberboard-r4': () => [
        422,
        { code: 'validation_error', message: 'Please enter the correct value', fields: ['cn_url'] },
      ],
    });
    // as entry-client.tsx does: server messages are shown translated (spec 7)
    const i18n = createI18n('cn');
    configureApiClient({ translate: (key) => (i18n.exists(key) ? i18n.t(key) : undefined) });
    const { cn, onClose } = renderDialog('/cn/staff/');
    fireEvent.change(cn.getByLabelText('国内商城链接'), {
      target: { value: 'https://store.miao.example.cn/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(cn.getByLabelText('国内商城链接').getAttribute('aria-invalid')).toBe('true'));
    expect(toastError).toHaveBeenCalledWith('请输入正确的值', expect.anything());
    expect(cn.getByRole('alert').textContent).toBe('请输入正确的链接：以 http:// 或 https:// 开头，或留空');
    expect(onClose).not.toHaveBeenCalled();
    configureApiClient({ translate: () => undefined });
  });
});
