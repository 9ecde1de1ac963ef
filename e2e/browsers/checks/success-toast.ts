import type { SmokePage } from '../drivers/smoke-page';
import { waitUntil } from './wait-until';

/**
 * Waits until a success toast is shown in the shell's toast container, whatever it says (the team's
 * words are its own tests' to check): react-toastify marks a toast's type by its class.
 */
export async function expectSuccessToast(page: SmokePage): Promise<void> {
  await waitUntil(page, 'a success toast is shown', () =>
    Boolean(document.querySelector('.Toastify__toast--success')?.checkVisibility()),
  );
}
