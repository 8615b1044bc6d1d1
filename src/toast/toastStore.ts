import type { Toast, ToastInput } from '../../schemas/Toast';

export const MAX_TOASTS = 5;

export interface ToastAction {
  label: string;
  onClick: () => void;
}
export type ShownToast = Toast & { action?: ToastAction };

/** A toast with the schema's defaults (schemas/Toast.ts; a unit test checks both agree). Plain code, not
 * a parse: toasts show on pages that load no zod. */
export function withToastDefaults(input: ToastInput): Toast {
  const { id, title, description, variant = 'default', duration = 5000 } = input;
  return description === undefined ? { id, title, variant, duration } : { id, title, description, variant, duration };
}

/** Pure list logic: newest first, at most five. */
export function addToast(list: ShownToast[], toast: ShownToast): ShownToast[] {
  return [toast, ...list.filter((t) => t.id !== toast.id)].slice(0, MAX_TOASTS);
}
export function dismissToast(list: ShownToast[], id: string): ShownToast[] {
  return list.filter((t) => t.id !== id);
}

type Listener = (list: ShownToast[]) => void;

/** The app's toast store: timers remove each toast after its duration. */
export function createToastStore(timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  let list: ShownToast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l(list));

  function dismiss(id: string) {
    timers.clearTimeout(pending.get(id));
    pending.delete(id);
    list = dismissToast(list, id);
    emit();
  }

  return {
    show(input: Omit<ToastInput, 'id'> & { id?: string; action?: ToastAction }): string {
      const { action, ...fields } = input;
      const toast: ShownToast = { ...withToastDefaults({ ...fields, id: fields.id ?? `toast-${++counter}` }), action };
      list = addToast(list, toast);
      for (const id of pending.keys()) if (!list.some((t) => t.id === id)) dismiss(id);
      if (toast.duration > 0)
        pending.set(
          toast.id,
          timers.setTimeout(() => dismiss(toast.id), toast.duration),
        );
      emit();
      return toast.id;
    },
    dismiss,
    dismissAll() {
      for (const t of list) timers.clearTimeout(pending.get(t.id));
      pending.clear();
      list = [];
      emit();
    },
    get list() {
      return list;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const toasts = createToastStore();
export const toast = (title: string, variant: 'default' | 'destructive' = 'default', action?: ToastAction, duration?: number) =>
  toasts.show({ title, variant, action, duration });
