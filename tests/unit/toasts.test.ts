import { describe, expect, it, vi } from 'vitest';
import { createToastStore, MAX_TOASTS, withToastDefaults } from '../../src/toast/toastStore';
import { Toast } from '../../schemas/Toast';

describe('toasts', () => {
  it('shows newest first, at most five', () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i++) store.show({ title: `t${i}` });
    expect(store.list.map((t) => t.title)).toEqual(['t7', 't6', 't5', 't4', 't3']);
    expect(store.list).toHaveLength(MAX_TOASTS);
  });

  it('removes a toast after its duration (default 5 s), or never with 0', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show({ title: 'short' });
    store.show({ title: 'sticky', duration: 0 });
    vi.advanceTimersByTime(4999);
    expect(store.list).toHaveLength(2);
    vi.advanceTimersByTime(2);
    expect(store.list.map((t) => t.title)).toEqual(['sticky']);
    vi.useRealTimers();
  });

  it('dismisses one or all, with default and destructive variants', () => {
    const store = createToastStore();
    const a = store.show({ title: 'a' });
    store.show({ title: 'b', variant: 'destructive' });
    expect(store.list[0].variant).toBe('destructive');
    expect(store.list[1].variant).toBe('default');
    store.dismiss(a);
    expect(store.list.map((t) => t.title)).toEqual(['b']);
    store.dismissAll();
    expect(store.list).toEqual([]);
  });

  it('fills in the same defaults as the Toast schema', () => {
    for (const input of [
      { id: 'a', title: 'Saved' },
      { id: 'b', title: 'Failed', description: 'Disk full', variant: 'destructive' as const, duration: 0 },
      { id: 'c', title: 'Later', duration: 1200 },
    ])
      expect(withToastDefaults(input)).toEqual(Toast.parse(input));
  });
});
