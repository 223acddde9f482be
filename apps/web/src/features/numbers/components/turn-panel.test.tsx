import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NumberEntry, NumberQueueInfo } from '@miao/contracts/numbers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { TurnPanel } from './turn-panel';

afterEach(() => vi.unstubAllGlobals());

const QUEUE: NumberQueueInfo = {
  activity: 'am-hatsu',
  product_code: 'am-hatsu',
  total_numbers: 12,
  taken: [1, 8],
  waiting: 2,
  open_turns: 1,
};
const ENTRY: NumberEntry = {
  activity: 'am-hatsu',
  product_code: 'am-hatsu',
  order_no: 'MIAO-EN-100245',
  email: 'bob@example.com',
  name: 'Bob',
  status: 'turn',
  position: null,
  turn_opened_at: new Date(Date.now() - 60_000).toISOString(),
  turn_ends_at: new Date(Date.now() + 3 * 60 * 60 * 1000 - 60_000).toISOString(),
  number: null,
  note: null,
  picked_at: null,
  joined_at: new Date().toISOString(),
};

describe('TurnPanel', () => {
  it('disables taken numbers, holds back a note over 128 characters, and shows a number taken meanwhile', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'number_taken', message: 'Number already selected, please pick another' },
        { status: 409 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const onPicked = vi.fn();
    renderInApp(<TurnPanel entry={ENTRY} queue={QUEUE} onPicked={onPicked} />, {
      path: '/en/am-hatsu/number/',
    });
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '8, taken' }) as HTMLInputElement).disabled).toBe(true);
    // taken is marked by more than colour: a struck-through number and a key saying so
    expect(screen.getByRole('radio', { name: '8, taken' }).closest('label')!.className).toContain('is-taken');
    expect(screen.getByText('Taken')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5, free' }));
    const note = screen.getByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'n'.repeat(129) } });
    const confirm = screen.getByRole('button', { name: 'Confirm number 5' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('129 / 128 characters')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'desk' } });
    fireEvent.click(confirm);
    // a "this is final" step naming the number before anything is sent (issue 35 item 11)
    const dialog = await screen.findByRole('dialog', { name: 'Pick number 5?' });
    expect(dialog.textContent).toContain('This is final: once you confirm, number 5 is yours');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, number 5 is final' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Number already selected, please pick another',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/number-selection/am-hatsu/pick');
    expect(JSON.parse(String(init.body))).toEqual({ order_no: 'MIAO-EN-100245', number: 5, note: 'desk' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm number' })).toBeTruthy());
    expect(onPicked).not.toHaveBeenCalled();
  });
});
