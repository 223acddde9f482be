import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInfo } from '@/content/info/registry';
import { renderInApp } from '@/test/render';
import { stubFetch } from '@/features/info/test-fetch';
import { CompetitionPage } from './competition-page';

const led2025 = await loadInfo('event', 'led-competition-2025');
const novel = await loadInfo('event', 'the-novel-project');
const originalFetch = globalThis.fetch;

beforeEach(() => {
  stubFetch({ '/api/task-tags': () => ({ results: [{ id: 5, name: '#LED2025', name_en: '#LED2025' }] }) });
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('competition page', () => {
  it('counts down days:hours:minutes:seconds to the next milestone while entries are open', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-10T12:00:00+08:00'));
    renderInApp(<CompetitionPage page={led2025} />, { path: '/en/led-competition-2025/' });
    expect(screen.getByText('Entries open')).toBeTruthy();
    expect(screen.getByText('Entries · ends in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('10:11:59:59');
    expect(screen.getByText('Now')).toBeTruthy();
  });

  it('shows no countdown once the contest is over', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00+08:00'));
    renderInApp(<CompetitionPage page={led2025} />, { path: '/cn/led-competition-2025/' });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect(screen.getByText(/本次比赛已经结束/)).toBeTruthy();
  });

  it('lists dates, prizes and rules, and links entries to the task board filtered by the tag', async () => {
    renderInApp(<CompetitionPage page={led2025} />, { path: '/en/led-competition-2025/' });
    expect(screen.getByText('29 Jul – 20 Aug 2025')).toBeTruthy();
    expect(screen.getByText('26 Aug 2025 20:00')).toBeTruthy();
    expect(screen.getByText('A 10 USD coupon')).toBeTruthy();
    expect(screen.getByText('6 entries shortlisted for the poll')).toBeTruthy();
    expect(screen.getByText('One entry per person.')).toBeTruthy();
    const enter = await screen.findAllByRole('link', { name: 'Enter on the task board' });
    await vi.waitFor(() => expect(enter[0]!.getAttribute('href')).toBe('/en/dao/?tag_ids=5'));
  });

  it('renders a community project without a timeline', () => {
    renderInApp(<CompetitionPage page={novel} />, { path: '/en/the-novel-project/' });
    expect(screen.getByRole('heading', { level: 1, name: 'The Novel Project' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Join the project' })[0]!.getAttribute('href')).toBe(
      '/en/the-novel-join/',
    );
  });
});
