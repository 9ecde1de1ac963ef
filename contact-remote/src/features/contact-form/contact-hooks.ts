import { useSelector } from 'shared-config/redux';
import type { ContactState } from './contact-slice';

/**
 * The store as the contact form reads it: its slice under its name. Typed here rather than from the
 * app's store, which is made of the features and so cannot be imported by them.
 */
interface ContactRootState {
  contact: ContactState;
}

export const useContactSelector = useSelector.withTypes<ContactRootState>();
