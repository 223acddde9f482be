import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('adds no second banner or contentinfo landmark to the page it opens over', () => {
    renderInApp(
      <Dialog title="Send coins" onClose={() => {}} footer={<button type="button">Send</button>}>
        <p>Form</p>
      </Dialog>,
      { path: '/en/user-center/' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Send coins' });
    expect(dialog.textContent).toContain('Form');
    // portalled to <body>, a <header> or <footer> would be the page's banner or contentinfo again
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
