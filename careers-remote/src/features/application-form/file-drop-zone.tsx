import { useField } from 'formik';
import { useValidateTakenValues } from 'shared-config/form-field';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_HINT } from 'shared-config/validation';
import { Field, fieldErrorId, fieldLabelId, useScopedId } from 'shared-config/ui';
import { UploadIcon } from './file-icons';
import { FilePreview } from './file-preview';
import { visibleError } from './visible-error';
import styles from './file-drop-zone.module.css';

/**
 * A required file: a drop zone that is also the label of a real file input, so a click, a drop
 * or the keyboard (Tab to the input, Enter or Space) all choose the file.
 */
export function FileDropZone({ name, label }: { name: string; label: string }) {
  const [, meta, helpers] = useField<File | null>(name);
  const id = useScopedId(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const [dragging, setDragging] = useState(false);
  const file = meta.value;
  const error = visibleError(meta);

  // A file chosen in the page the edge sent, before the form hydrated: React told nobody of it.
  // Taken once, after the first commit, the form validated once every field has taken its value.
  const [firstHelpers] = useState(() => helpers);
  const validateTaken = useValidateTakenValues();
  useEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (!chosen) return;
    void firstHelpers.setTouched(true, false);
    void firstHelpers.setValue(chosen, false);
    validateTaken();
  }, [firstHelpers, validateTaken]);

  useEffect(() => {
    // After 'Remove' the button is gone; focus goes back to the input that replaces it.
    if (!file && refocus.current) inputRef.current?.focus();
    refocus.current = false;
  }, [file]);

  const choose = (next: File | undefined) => {
    if (!next) return;
    void helpers.setTouched(true, false);
    void helpers.setValue(next, true);
  };
  const remove = () => {
    refocus.current = true;
    void helpers.setValue(null, true);
  };
  const dragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Field id={id} label={label} error={error} group>
      {file ? (
        <FilePreview file={file} onRemove={remove} />
      ) : (
        <>
          <input
            ref={inputRef}
            id={id}
            className={`visually-hidden ${styles.input}`}
            type="file"
            name={name}
            accept={UPLOAD_ACCEPT}
            aria-labelledby={fieldLabelId(id)}
            aria-describedby={error ? `${id}-hint ${fieldErrorId(id)}` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          <label
            htmlFor={id}
            className={[styles.zone, dragging && styles.dragging, error && styles.zoneInvalid]
              .filter(Boolean)
              .join(' ')}
            onDragEnter={dragOver}
            onDragOver={dragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <UploadIcon className={styles.uploadIcon} />
            <span className={styles.prompt}>
              Drag and drop your file here or <span className={styles.browse}>browse</span>
            </span>
            <span id={`${id}-hint`} className={styles.hint}>
              {UPLOAD_HINT}
            </span>
          </label>
        </>
      )}
    </Field>
  );
}
