import { DocumentIcon } from './file-icons';
import { formatFileSize } from './format-file-size';
import { useObjectUrl } from './use-object-url';
import styles from './file-drop-zone.module.css';

interface FilePreviewProps {
  file: File;
  onRemove: () => void;
}

/** The chosen file: a thumbnail for images, a document icon otherwise, with its name, size and 'Remove'. */
export function FilePreview({ file, onRemove }: FilePreviewProps) {
  const imageUrl = useObjectUrl(file.type.startsWith('image/') ? file : null);
  return (
    <div className={styles.preview}>
      {imageUrl ? (
        <img className={styles.thumbnail} src={imageUrl} alt={`Preview of ${file.name}`} width={56} height={56} />
      ) : (
        <DocumentIcon className={styles.documentIcon} />
      )}
      <div className={styles.fileText}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
      </div>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </button>
    </div>
  );
}
