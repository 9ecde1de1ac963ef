// Global stylesheets mean nothing to the prerender's Node build: the browser build ships them.
module.exports = function emptyModule() {
  return 'export {};';
};
