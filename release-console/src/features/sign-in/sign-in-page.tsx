import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, fieldControlClass, fieldErrorId } from 'shared-config/ui';
import { apiErrorMessage } from '../../release-api/api-error-message';
import { useSignInMutation } from '../../release-api/session-endpoints';
import { tokenProblem } from './token-rule';
import styles from './sign-in-page.module.css';

/**
 * Sign in with a team's release token. The token goes to the service once; the service answers with
 * a session cookie the page's scripts cannot read, and nothing of the token stays in the browser.
 */
export function SignInPage() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [signIn, { isLoading }] = useSignInMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = tokenProblem(token);
    if (!found) {
      const result = await signIn(token.trim());
      if (!('error' in result)) return;
      setProblem(apiErrorMessage(result.error));
    } else setProblem(found);
    input.current?.focus();
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        Sign in to the release console
      </h1>
      <p className={styles.lead}>
        See what every package has live and how its canary is doing, and release your team’s packages. Sign in with your
        team’s release token: the one your pipeline has as <code>RELEASE_TOKEN</code>.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field id={`${id}-token`} label="Release token" error={problem}>
          <input
            ref={input}
            id={`${id}-token`}
            className={fieldControlClass}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? fieldErrorId(`${id}-token`) : `${id}-hint`}
          />
        </Field>
        <p id={`${id}-hint`} className={styles.hint}>
          Sent once to the release service, which opens a session for 8 hours. The token is not kept in this browser.
        </p>
        <Button type="submit" size="lg" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
