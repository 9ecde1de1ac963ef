import { toast } from 'react-toastify/unstyled';

// The saga reaches toasts only through these, so its tests can swap them.
export function notifySuccess(message: string): void {
  toast.success(message);
}

export function notifyError(message: string): void {
  toast.error(message);
}
