import type { ReactNode } from 'react';

export const TOAST_LIMIT = 5;
/** How long a dismissed toast stays in the list, so its closing animation can finish. */
const TOAST_REMOVE_DELAY = 5000;

type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  open: boolean;
  variant: ToastVariant;
  /** How long the toast shows before it closes itself, in ms. */
  duration?: number;
};

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Newest first, at most TOAST_LIMIT at once; dismissing closes, removing takes out of the list. */
export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast));
    case 'dismiss':
      return state.map((toast) =>
        action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((toast) => toast.id !== action.id);
  }
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action);
  if (action.type === 'dismiss') scheduleRemoval(action.id);
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string | undefined): void {
  const ids = id === undefined ? toasts.map((toast) => toast.id) : [id];
  for (const toastId of ids) {
    if (removalTimers.has(toastId)) continue;
    removalTimers.set(
      toastId,
      setTimeout(() => {
        removalTimers.delete(toastId);
        dispatch({ type: 'remove', id: toastId });
      }, TOAST_REMOVE_DELAY),
    );
  }
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

/** Shows a toast from anywhere (components, query callbacks); returns a handle to update or dismiss it. */
export function toast(input: ToastInput) {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'dismiss', id }),
    update: (changes: Partial<ToastInput>) => dispatch({ type: 'update', toast: { ...changes, id } }),
  };
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}
