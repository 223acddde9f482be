import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { CoinSendDialog } from './coin-send-dialog';

const { toastSuccess, toastError } = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: toastSuccess, error: toastError, dismiss: vi.fn() } }));

const ME = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const BOB = '0xb0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';

interface Sent {
  url: string;
  init: RequestInit;
}

/** The server: chains and a transfer answered by `transfer` (status, body) in turn. */
function server(transfers: Array<[number, unknown]> = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (url.startsWith('/api/chains'))
        return Response.json({
          results: [
            { id: 1, coin_name: 'MIAO COIN' },
            { id: 2, coin_name: 'KEYCAP' },
          ],
          count: 2,
          page_number: 1,
          page_size: 1000,
        });
      const [status, body] = transfers.shift() ?? [200, { id: 1 }];
      return Response.json(body, { status });
    }),
  );
  return { transfers: () => sent.filter((s) => s.url === '/api/wallet/transfer') };
}

function renderDialog(path = '/en/user-center/') {
  const onClose = vi.fn();
  renderInApp(
    <CoinSendDialog
      senderAddress={ME}
      balances={[{ coin_id: 1, coin_name: 'MIAO COIN', count: 1000, pending: 0, held: 0 }]}
      onClose={onClose}
    />,
    { path },
  );
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  return {
    onClose,
    address: () => field('Recipient wallet address'),
    amount: () => field('Amount'),
    remarks: () => field('Remarks (optional)'),
    send: () => screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement,
    confirm: () => screen.getByRole('button', { name: 'Confirm and send' }) as HTMLButtonElement,
    back: () => screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CoinSendDialog (spec 5)', () => {
  it('keeps Send disabled until coin type, address and an amount of at least 1 are present', async () => {
    server();
    const form = renderDialog();
    expect((screen.getByLabelText('Coin type') as HTMLSelectElement).value).toBe('1');
    expect(form.send().disabled).toBe(true);
    fireEvent.change(form.address(), { target: { value: BOB } });
    expect(form.send().disabled).toBe(true);
    fireEvent.change(form.amount(), { target: { value: '0' } });
    expect(form.send().disabled).toBe(true);
    fireEvent.change(form.amount(), { target: { value: '25' } });
    expect(form.send().disabled).toBe(false);
    fireEvent.change(form.address(), { target: { value: '  ' } });
    expect(form.send().disabled).toBe(true);
    // the coin types arrive from /api/chains
    expect(await screen.findByRole('option', { name: 'KEYCAP' })).toBeTruthy();
  });

  it('shows the sender address, not editable', () => {
    server();
    renderDialog();
    const sender = screen.getByLabelText('From (your wallet)');
    expect(sender.tagName).toBe('CODE');
    expect(sender.textContent).toBe(ME);
  });

  it('strips everything but digits from the amount as it is typed', () => {
    server();
    const form = renderDialog();
    fireEvent.change(form.amount(), { target: { value: '1a2.5-' } });
    expect(form.amount().value).toBe('125');
    fireEvent.change(form.amount(), { target: { value: '-3e2' } });
    expect(form.amount().value).toBe('32');
    expect(form.amount().inputMode).toBe('numeric');
  });

  it('limits address and remarks to 42 characters and explains a malformed address', () => {
    const calls = server();
    const form = renderDialog();
    expect(form.address().maxLength).toBe(42);
    expect(form.remarks().maxLength).toBe(42);
    fireEvent.change(form.address(), { target: { value: '0x12\n345' } });
    expect(form.address().value).toBe('0x12345');
    fireEvent.change(form.amount(), { target: { value: '5' } });
    fireEvent.click(form.send());
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a correct wallet address: 0x followed by 40 hexadecimal characters',
    );
    expect(form.address().getAttribute('aria-invalid')).toBe('true');
    expect(calls.transfers()).toHaveLength(0);
  });

  it('refuses the own wallet before asking the server, in Chinese too', () => {
    const calls = server();
    const form = renderDialog('/cn/user-center/');
    const address = screen.getByLabelText('接收钱包地址');
    fireEvent.change(address, { target: { value: ME.toUpperCase().replace('0X', '0x') } });
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '核对' }));
    expect(screen.getByRole('alert').textContent).toBe('不能向自己的钱包发送');
    expect(calls.transfers()).toHaveLength(0);
    expect(form.onClose).not.toHaveBeenCalled();
  });

  it('retries with the same Idempotency-Key, renews it for new content, and closes after success', async () => {
    const calls = server([
      [500, { code: 'internal_error', message: 'Something went wrong, please try again later' }],
      [422, { code: 'wallet_address_not_found', message: 'No wallet has this address' }],
      [200, { id: 7 }],
    ]);
    const form = renderDialog();
    fireEvent.change(form.address(), { target: { value: ` ${BOB} ` } });
    fireEvent.change(form.amount(), { target: { value: '25' } });
    fireEvent.change(form.remarks(), { target: { value: 'for the keycaps' } });

    fireEvent.click(form.send());
    fireEvent.click(form.confirm());
    // a refusal goes back to the form, kept as it was
    await waitFor(() => expect(form.send().disabled).toBe(false));
    expect(form.address().value).toBe(` ${BOB} `);
    expect(form.amount().value).toBe('25');
    fireEvent.click(form.send());
    fireEvent.click(form.confirm());
    await waitFor(() => expect(calls.transfers()).toHaveLength(2));
    await waitFor(() => expect(form.send().disabled).toBe(false));

    fireEvent.change(form.amount(), { target: { value: '26' } });
    fireEvent.click(form.send());
    fireEvent.click(form.confirm());
    await waitFor(() => expect(form.onClose).toHaveBeenCalledOnce());

    const [first, retry, changed] = calls.transfers();
    const key = (s: Sent) => (s.init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first!)).toBeTruthy();
    expect(key(retry!)).toBe(key(first!));
    expect(key(changed!)).not.toBe(key(first!));
    expect(JSON.parse(String(first!.init.body))).toEqual({
      coin_type_id: 1,
      wallet_address: BOB,
      number: 25,
      remarks: 'for the keycaps',
    });
    expect(JSON.parse(String(changed!.init.body)).number).toBe(26);
    expect(toastSuccess).toHaveBeenCalledWith('Sent successfully');
  });

  it('sends nothing before a review naming amount, recipient and remarks; Back keeps the form (issue 35)', async () => {
    const calls = server([[200, { id: 9 }]]);
    const form = renderDialog();
    fireEvent.change(form.address(), { target: { value: BOB } });
    fireEvent.change(form.amount(), { target: { value: '1200' } });
    fireEvent.change(form.amount(), { target: { value: '120' } });
    fireEvent.change(form.remarks(), { target: { value: 'group buy share' } });
    fireEvent.click(form.send());
    expect(calls.transfers()).toHaveLength(0);
    const review = within(screen.getByRole('dialog', { name: 'Check before sending' }));
    expect(review.getByText('120').closest('dd')!.textContent).toBe('120 MIAO COIN');
    expect(review.getByText(BOB)).toBeTruthy();
    expect(review.getByText('group buy share')).toBeTruthy();
    expect(document.activeElement).toBe(form.confirm());

    fireEvent.click(form.back());
    expect(form.amount().value).toBe('120');
    expect(form.remarks().value).toBe('group buy share');
    fireEvent.change(form.remarks(), { target: { value: '' } });
    fireEvent.click(form.send());
    expect(within(screen.getByRole('dialog')).getByText('None')).toBeTruthy();

    // a double click sends once
    fireEvent.click(form.confirm());
    fireEvent.click(form.confirm());
    await waitFor(() => expect(form.onClose).toHaveBeenCalledOnce());
    expect(calls.transfers()).toHaveLength(1);
  });

  it('says "not enough MIAO COIN" for more than the balance, before sending (issue 18)', async () => {
    const calls = server();
    const form = renderDialog();
    fireEvent.change(form.address(), { target: { value: BOB } });
    fireEvent.change(form.amount(), { target: { value: '99999' } });
    expect(screen.getByText('Not enough MIAO COIN to send')).toBeTruthy();
    expect(form.send().disabled).toBe(true);
    expect(form.amount().getAttribute('aria-invalid')).toBe('true');
    expect(calls.transfers()).toHaveLength(0);
  });

  it('shows a refusal of the server inside the dialog, not as a toast over it (issue 18)', async () => {
    server([[429, { code: 'send_limit_exceeded', message: 'Send limit exceeded' }]]);
    const form = renderDialog();
    fireEvent.change(form.address(), { target: { value: BOB } });
    fireEvent.change(form.amount(), { target: { value: '25' } });
    fireEvent.click(form.send());
    fireEvent.click(form.confirm());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Send limit exceeded'));
    expect(toastError).not.toHaveBeenCalled();
    expect(form.onClose).not.toHaveBeenCalled();
    // changing the amount clears the old refusal
    fireEvent.change(form.amount(), { target: { value: '24' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
