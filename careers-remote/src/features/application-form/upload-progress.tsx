import styles from './application-form.module.css';

/** How much of the application has been sent; shown only while submitting. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>Uploading your application</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
