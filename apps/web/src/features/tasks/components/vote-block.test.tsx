import { act, fireEvent, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { buildTask } from '@/features/tasks/testing/fixtures';
import { VoteBlock } from './vote-block';

const NOW = Date.now();
const BOB = 8;

function renderVote(task = buildTask(), viewerId: number | 'signed-out' = BOB, path = '/en/dao/12/') {
  return renderInApp(
    <>
      <VoteBlock
        task={task}
        viewerId={viewerId === 'signed-out' ? undefined : viewerId}
        now={NOW}
        language={path.startsWith('/cn') ? 'cn' : 'en'}
        signInHref="/en/auth/login"
      />
      <Toaster />
    </>,
    { path },
  );
}

const option = (name: string) =>
  screen.getByRole(screen.queryAllByRole('radio').length ? 'radio' : 'checkbox', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pictured = () =>
  buildTask({
    vote_conf: { enable: true, max_num: 2, show_res: false },
    vote_content: {
      vote_list: [
        { id: 101, content: 'Aurora', pic: '/uploads/aurora.png', vote_num: null },
        { id: 102, content: 'Ember', pic: '/uploads/ember.png', vote_num: null },
        { id: 103, content: 'Midnight', pic: '', vote_num: null },
      ],
      vote_total_num: null,
      show_res: false,
    },
  });
const shownPicture = () => document.querySelector('.image-swiper__slide.is-current img')?.getAttribute('alt');
/** Motion allowed, so the vote swiper may play. */
const motionAllowed = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('VoteBlock', () => {
  it('replaces the pick when one option may be chosen (max_num 1)', () => {
    renderVote();
    fireEvent.click(option('Aurora'));
    expect((option('Aurora') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(option('Ember'));
    expect((option('Aurora') as HTMLInputElement).checked).toBe(false);
    expect((option('Ember') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Chosen 1 of 1')).toBeTruthy();
  });

  it('toggles picks and says so at the maximum (max_num 2)', async () => {
    renderVote(buildTask({ vote_conf: { enable: true, max_num: 2, show_res: false } }));
    expect(screen.getByText(/^Choose up to 2 options\./)).toBeTruthy();
    fireEvent.click(option('Aurora'));
    fireEvent.click(option('Ember'));
    fireEvent.click(option('Midnight'));
    expect(await screen.findByText('You can choose at most 2 options')).toBeTruthy();
    expect((option('Midnight') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(option('Aurora'));
    expect((option('Aurora') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(option('Midnight'));
    expect((option('Midnight') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Chosen 2 of 2')).toBeTruthy();
  });

  it('submits the picks and shows the counted vote', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, JSON.parse(String(init.body))]);
        return Response.json({
          task_id: 12,
          my_vote_ids: [102],
          vote_content: {
            vote_list: [
              { id: 101, content: 'Aurora', pic: '', vote_num: 1 },
              { id: 102, content: 'Ember', pic: '', vote_num: 2 },
              { id: 103, content: 'Midnight', pic: '', vote_num: 0 },
            ],
            vote_total_num: 3,
            show_res: true,
          },
        });
      }),
    );
    renderVote();
    fireEvent.click(option('Ember'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit vote' }));
    });
    expect(calls).toEqual([['/api/votes', { task_id: 12, vote_ids: [102] }]]);
    expect(await screen.findByText('Thanks, your vote is counted')).toBeTruthy();
  });

  it.each([
    ['closed', buildTask({ status: 'closed' }), BOB, 'This task is closed, so voting is over.'],
    ['own task', buildTask(), 7, 'You started this task, so you cannot vote on it.'],
    [
      'not started',
      buildTask({ start_at: new Date(NOW + 86_400_000).toISOString() }),
      BOB,
      'Voting has not started yet. It opens',
    ],
    ['ended', buildTask({ end_at: new Date(NOW - 1000).toISOString() }), BOB, 'Voting has ended.'],
  ])('is disabled with the message when %s', (_name, task, viewer, message) => {
    renderVote(task, viewer);
    expect(screen.getByRole('status').textContent).toContain(message);
    for (const input of screen.getAllByRole('radio')) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit vote' })).toBeNull();
  });

  it('shows the results and the own pick once voted', () => {
    renderVote(
      buildTask({
        my_vote_ids: [101],
        vote_content: {
          vote_list: [
            { id: 101, content: 'Aurora', pic: '', vote_num: 3 },
            { id: 102, content: 'Ember', pic: '', vote_num: 1 },
          ],
          vote_total_num: 4,
          show_res: true,
        },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('You have voted. Thanks for taking part!');
    expect(screen.getByText('Total votes: 4')).toBeTruthy();
    const aurora = screen.getByRole('radio', { name: /Aurora/ }).closest('label')!;
    expect(within(aurora).getByText('Your vote')).toBeTruthy();
    expect(within(aurora).getByText('3 · 75%')).toBeTruthy();
  });

  it('asks signed-out visitors to sign in, in Chinese on cn pages', () => {
    renderVote(buildTask(), 'signed-out', '/cn/dao/12/');
    expect(screen.getByRole('status').textContent).toBe('登录后即可参与投票。');
    expect(screen.getByRole('link', { name: '登录后投票' })).toBeTruthy();
  });

  it('shows the options’ pictures in the swiper; picking an option shows its picture', () => {
    renderVote(pictured());
    const swiper = screen.getByRole('group', { name: 'Pictures of the options' });
    expect(within(swiper).getAllByRole('img', { hidden: true })).toHaveLength(2);
    expect(shownPicture()).toBe('Aurora');
    fireEvent.click(option('Ember'));
    expect(shownPicture()).toBe('Ember');
    expect((option('Ember') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shownPicture()).toBe('Aurora');
    // the swiper does not vote: only the ballot does
    expect((option('Aurora') as HTMLInputElement).checked).toBe(false);
  });

  it('starts turning the pictures 2000 ms after it shows (spec 9), and stops once the ballot is used', () => {
    motionAllowed();
    vi.useFakeTimers();
    renderVote(pictured());
    act(() => vi.advanceTimersByTime(1999));
    expect(shownPicture()).toBe('Aurora');
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(5000));
    expect(shownPicture()).toBe('Ember');
    fireEvent.click(option('Aurora'));
    expect(shownPicture()).toBe('Aurora');
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownPicture()).toBe('Aurora');
  });

  it('never turns by itself with reduced motion', () => {
    vi.useFakeTimers();
    // the tests' matchMedia answers every query without a width as matching: reduced motion
    renderVote(pictured());
    act(() => vi.advanceTimersByTime(60_000));
    expect(shownPicture()).toBe('Aurora');
  });
});
