import styles from './release-id.module.css';

/** A release id as the CLI prints it, in full: teams copy it into commands. */
export function ReleaseId({ id }: { id: string }) {
  return <code className={styles.id}>{id}</code>;
}
