import {
  MAX_APPLICATION_FIELD_NAME_LENGTH,
  MAX_APPLICATION_FIELDS,
  MAX_APPLICATION_FILES,
  MAX_UPLOAD_BYTES,
} from 'shared-config/validation/upload-rules';

// The limits the careers form and the edge enforce, so every layer agrees; a field's value may be
// longer here than the edge lets through, as a provider serving other clients would allow.
export const applicationPartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_APPLICATION_FILES,
  fields: MAX_APPLICATION_FIELDS,
  parts: MAX_APPLICATION_FILES + MAX_APPLICATION_FIELDS,
  fieldSize: 64 * 1024,
  fieldNameSize: MAX_APPLICATION_FIELD_NAME_LENGTH,
};
