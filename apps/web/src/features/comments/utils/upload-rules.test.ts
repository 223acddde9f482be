import { describe, expect, it } from 'vitest';
import { acceptFor, checkUpload, pastedFileName } from './upload-rules';

const MB = 1024 * 1024;

describe('checkUpload (spec 5)', () => {
  it('takes png, jpeg and gif images and mp4 videos', () => {
    expect(checkUpload({ name: 'a.PNG', type: 'image/png', size: 10 }, 'image')).toBeNull();
    expect(checkUpload({ name: 'a.jpg', type: 'image/jpeg', size: 10 }, 'image')).toBeNull();
    expect(checkUpload({ name: 'a.gif', type: '', size: 10 }, 'image')).toBeNull();
    expect(checkUpload({ name: 'a.mp4', type: 'video/mp4', size: 10 }, 'video')).toBeNull();
    expect(checkUpload({ name: 'a.webp', type: 'image/webp', size: 10 }, 'image')).toBe('type');
    expect(checkUpload({ name: 'a.mov', type: 'video/quicktime', size: 10 }, 'video')).toBe('type');
  });

  it('takes any file type', () => {
    expect(checkUpload({ name: 'layout.kle', type: '', size: 10 }, 'file')).toBeNull();
  });

  it('refuses a file over the limit before uploading', () => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 20 * MB + 1 }, 'image')).toBe('size');
    expect(checkUpload({ name: 'a.zip', type: '', size: 50 * MB + 1 }, 'file')).toBe('size');
    expect(checkUpload({ name: 'a.zip', type: '', size: 50 * MB }, 'file')).toBeNull();
  });

  it('names the pickers’ accepted types', () => {
    expect(acceptFor('image')).toBe('image/png,image/jpeg,image/gif');
    expect(acceptFor('file')).toBeUndefined();
  });

  it('names pasted images', () => {
    expect(pastedFileName({ name: 'shot.png', type: 'image/png' }, 0)).toBe('shot.png');
    expect(pastedFileName({ name: '', type: 'image/jpeg' }, 1)).toMatch(/^pasted-.+-1\.jpg$/);
  });
});
