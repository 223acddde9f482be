import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('sonner', () => ({
  toast: {
    success: (message: string, options: { id: string }) => calls.push(`success ${message} ${options.id}`),
    error: (message: string, options: { id: string }) => calls.push(`error ${message} ${options.id}`),
    info: vi.fn(),
    loading: (message: string, options: { id: string }) => calls.push(`loading ${message} ${options.id}`),
    dismiss: (id: string) => calls.push(`dismiss ${id}`),
  },
}));

describe('toast', () => {
  it('keeps the calls made before sonner arrives, in order, with ids known at once', async () => {
    const { loadToasts, toast } = await import('./toast');
    const id = toast.loading('Sending');
    expect(typeof id).toBe('string');
    toast.dismiss(id);
    toast.success('Sent', { id: 'mine' });
    expect(calls).toEqual([]);
    await loadToasts();
    expect(calls).toEqual([`loading Sending ${id}`, `dismiss ${id}`, 'success Sent mine']);
    toast.error('Failed');
    expect(calls.at(-1)).toMatch(/^error Failed toast-\d+$/);
  });
});
