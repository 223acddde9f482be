import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { shareHref, ShareDialog } from './share-dialog';

const content = {
  url: 'https://miao.example.com/en/am-hatsu/',
  title: 'Unit 01 AM HATSU',
  description: 'Made with the community',
};

describe('share dialog (spec 2)', () => {
  it('shows the Chinese region targets in cn and the English ones in en', () => {
    renderInApp(
      <ShareDialog
        itemTitle="初号机，准备出击。"
        productName="AM HATSU 初号机"
        url={content.url}
        language="cn"
        onClose={() => {}}
      />,
      { path: '/cn/am-hatsu/' },
    );
    const names = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/（.*）|\(.*\)/, '').trim());
    expect(names).toEqual(['微博', 'QQ 空间', 'QQ', '微信', '哔哩哔哩']);
    // title is the item title followed by the product name
    expect(screen.getByText('初号机，准备出击。 AM HATSU 初号机')).toBeTruthy();
  });

  it('opens share pages for weibo, qzone, qq, twitter, facebook, pinterest; weixin and bilibili copy', () => {
    expect(shareHref('weibo', content)).toMatch(
      /^https:\/\/service\.weibo\.com\/share\/share\.php\?url=https%3A%2F%2Fmiao/,
    );
    expect(shareHref('qzone', content)).toContain('sns.qzone.qq.com');
    expect(shareHref('qq', content)).toContain('connect.qq.com');
    expect(shareHref('twitter', content)).toContain('text=Unit+01+AM+HATSU');
    expect(shareHref('facebook', content)).toContain('u=https%3A%2F%2Fmiao.example.com%2Fen%2Fam-hatsu%2F');
    expect(shareHref('pinterest', content)).toContain('Made+with+the+community');
    expect(shareHref('weixin', content)).toBeNull();
    expect(shareHref('bilibili', content)).toBeNull();
  });

  it('copies the link, says so, and closes only by its close icon', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderInApp(
      <ShareDialog
        itemTitle="Unit 01"
        productName="AM HATSU"
        url={content.url}
        language="en"
        onClose={onClose}
      />,
      { path: '/en/am-hatsu/' },
    );
    expect(
      screen.getAllByRole('link').map((a) => a.textContent?.replace('(opens in a new tab)', '').trim()),
    ).toEqual(['X (Twitter)', 'Facebook', 'Pinterest']);
    expect((screen.getByLabelText('Link to share') as HTMLInputElement).value).toBe(content.url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(content.url);
    fireEvent.click(document.querySelector('.dialog-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
