import { describe, expect, it } from 'vitest';
import { release } from '@/features/info/test-fetch';
import { compareVersions, newestPerPlatform } from './app-versions';

describe('newest version per platform', () => {
  it('compares versions number by number, a pre-release before its release', () => {
    expect(compareVersions('0.8.10', '0.8.9')).toBeGreaterThan(0);
    expect(compareVersions('0.9.0-beta', '0.9.0')).toBeLessThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });

  it('picks the highest version of each platform asked for, not the latest upload', () => {
    const releases = [
      release('windows', '0.8.5', '2025-03-10T08:00:00Z'),
      release('windows', '0.8.6', '2025-06-18T08:00:00Z'),
      release('windows', '0.8.4', '2025-07-01T08:00:00Z'), // a late hotfix of an old line
      release('mac', '0.8.6', '2025-06-18T08:00:00Z'),
      release('mac', '0.9.0-beta.1', '2025-08-01T08:00:00Z'),
      release('web', '0.8.6', '2025-06-18T08:00:00Z'),
      release('android', '2.0.0', '2025-06-18T08:00:00Z'),
    ];
    const newest = newestPerPlatform(releases, ['windows', 'mac', 'web']);
    expect(newest.windows?.version).toBe('0.8.6');
    expect(newest.mac?.version).toBe('0.9.0-beta.1');
    expect(newest.web?.version).toBe('0.8.6');
    expect(newest.android).toBeUndefined();
  });

  it('takes the later release when two carry the same number', () => {
    const first = release('web', '0.8.6', '2025-06-18T08:00:00Z');
    const again = release('web', '0.8.6', '2025-06-20T08:00:00Z');
    expect(newestPerPlatform([again, first], ['web']).web).toBe(again);
    expect(newestPerPlatform([first, again], ['web']).web).toBe(again);
  });
});
