import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { snapshotPoster, Video } from './video';

describe('video (spec 3)', () => {
  it('makes the poster by adding a snapshot-at-time parameter to the address', () => {
    expect(snapshotPoster('https://cdn.example.com/v/a.mp4', 3)).toBe(
      'https://cdn.example.com/v/a.mp4?x-oss-process=video/snapshot,t_3000,f_jpg,m_fast',
    );
    expect(snapshotPoster('https://cdn.example.com/v/a.mp4?v=2', 1.5)).toBe(
      'https://cdn.example.com/v/a.mp4?v=2&x-oss-process=video/snapshot,t_1500,f_jpg,m_fast',
    );
  });

  it('passes source, loop, controls and poster; a given poster wins over the snapshot', () => {
    const { container, rerender } = render(
      <Video src="/v.mp4" label="Film" snapshotTime={2} loop controls />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/v.mp4');
    expect(video.getAttribute('poster')).toBe('/v.mp4?x-oss-process=video/snapshot,t_2000,f_jpg,m_fast');
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Film');
    rerender(<Video src="/v.mp4" label="Film" poster="/p.jpg" snapshotTime={2} />);
    expect(container.querySelector('video')!.getAttribute('poster')).toBe('/p.jpg');
  });
});
