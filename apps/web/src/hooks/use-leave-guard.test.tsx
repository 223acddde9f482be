import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Page({ guarded }: { guarded: boolean }) {
  useLeaveGuard(guarded, 'Leave? Not sent yet.');
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.hash}`}</output>
      <Link to="/en/dao/">Board</Link>
      <Link to="#task-comment-4">A comment</Link>
    </>
  );
}

const renderPage = (guarded: boolean) =>
  render(
    <MemoryRouter initialEntries={['/en/dao/9/']}>
      <Page guarded={guarded} />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('useLeaveGuard (issue 35 item 6)', () => {
  it('asks before a link leaves the page, and stays when the member says no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    fireEvent.click(screen.getByRole('link', { name: 'Board' }));
    expect(confirm).toHaveBeenCalledWith('Leave? Not sent yet.');
    expect(screen.getByTestId('where').textContent).toBe('/en/dao/9/');
  });

  it('leaves when the member says yes', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(true);
    fireEvent.click(screen.getByRole('link', { name: 'Board' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/dao/');
  });

  it('has the browser ask before the page unloads', () => {
    renderPage(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks nothing with nothing unsent, nor for an anchor on the same page', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { unmount } = renderPage(true);
    fireEvent.click(screen.getByRole('link', { name: 'A comment' }));
    expect(confirm).not.toHaveBeenCalled();
    unmount();
    renderPage(false);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Board' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/en/dao/');
  });
});
