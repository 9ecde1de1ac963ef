import { Suspense } from 'react';
import { Outlet } from 'shared-config/router';
import { Loader } from 'shared-config/ui';
import { isSignedOut } from '../release-api/api-error-message';
import { useGetTokenQuery } from '../release-api/get-token';
import { ServiceUnreachable } from '../release-api/service-unreachable';
import { ActionOutcomeProvider } from '../features/release-actions/action-outcome';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { ConsoleHeader } from './console-header';
import styles from './console-layout.module.css';

// Who is signed in is asked again now and then: a session ended elsewhere (signed out in another tab,
// its token revoked) shows the sign-in form even on a view that reads nothing more.
const SESSION_CHECK_MS = 10_000;

/**
 * The frame of every view. Until the service says who is signed in, nothing is shown; signed out,
 * only the sign-in form is.
 */
export function ConsoleLayout() {
  const token = useGetTokenQuery(undefined, { pollingInterval: SESSION_CHECK_MS });
  const signedIn = token.data && !token.error ? token.data : null;
  let content;
  if (signedIn)
    content = (
      <ActionOutcomeProvider>
        <Suspense fallback={<Loader description="Opening the view" />}>
          <Outlet />
        </Suspense>
      </ActionOutcomeProvider>
    );
  else if (token.isLoading) content = <Loader description="Asking the release service who is signed in" />;
  else if (token.error && !isSignedOut(token.error))
    content = <ServiceUnreachable error={token.error} onRetry={token.refetch} />;
  else content = <SignInPage />;
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <ConsoleHeader holder={signedIn} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {content}
      </main>
    </div>
  );
}
