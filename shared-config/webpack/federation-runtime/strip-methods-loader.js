// A webpack loader that deletes named methods from the classes of one federation runtime file. The
// runtime's dist files are formatted one way (a method starts at one tab and ends at a line holding
// only "\t}"); a method that is no longer found fails the build, so a runtime upgrade cannot quietly
// bring the bytes back or strip the wrong lines.

/** `source` without the method `name`; throws when the file no longer has it. */
function withoutMethod(source, name, file) {
  const lines = source.split('\n');
  const opening = new RegExp(`^\\t(?:async )?${name}\\(`);
  const start = lines.findIndex((line) => opening.test(line));
  const end = start < 0 ? -1 : lines.findIndex((line, index) => index > start && line === '\t}');
  if (end < 0) throw new Error(`${file} no longer defines the method ${name}(): update slim-federation-runtime.js`);
  lines.splice(start, end - start + 1);
  return lines.join('\n');
}

/** @this {{ getOptions(): { methods: string[] }, resourcePath: string }} */
function stripMethodsLoader(source) {
  const { methods } = this.getOptions();
  return methods.reduce((code, name) => withoutMethod(code, name, this.resourcePath), source);
}

module.exports = stripMethodsLoader;
module.exports.withoutMethod = withoutMethod;
