import { useSignOutMutation } from '../../release-api/session-endpoints';
import styles from './sign-out-button.module.css';

/** Ends the session on every replica of the service; the console then shows the sign-in form. */
export function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  return (
    <button type="button" className={styles.button} onClick={() => void signOut()} disabled={isLoading}>
      Sign out
    </button>
  );
}
