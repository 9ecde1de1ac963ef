// Same ceiling the careers form and the edge enforce, so all three layers agree.
export const maxFileBytes = 10 * 1024 * 1024;

// Bounds for everything else in an application, so a request cannot grow without limit.
export const applicationPartLimits = {
  fileSize: maxFileBytes,
  files: 10,
  fields: 50,
  parts: 60,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
};
