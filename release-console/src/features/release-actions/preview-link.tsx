import { useId, useState } from 'react';
import { Button, fieldControlClass } from 'shared-config/ui';
import { formatDateTime } from '../../ui/format';
import styles from './preview-link.module.css';

/** A preview link, to copy into a pull request or a message, or to open in a new tab. */
export function PreviewLink({ url, expires }: { url: string; expires: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard for this page (a browser's setting): the link is selected, to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  }
  return (
    <div className={styles.link}>
      <label htmlFor={id} className={styles.label}>
        Preview link, valid until {formatDateTime(expires)}
      </label>
      <input id={id} className={fieldControlClass} readOnly value={url} onFocus={(event) => event.target.select()} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
        <a className={styles.open} href={url} target="_blank" rel="noopener noreferrer">
          Open preview<span className="visually-hidden"> in a new tab</span>
        </a>
      </div>
      <p className={styles.status} role="status">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'Selected: copy it with your keyboard.' : ''}
      </p>
    </div>
  );
}
