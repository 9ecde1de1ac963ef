// The global through which the shell hands its federation bundler runtime to the remotes it loads.
// Both sides need the one name: the remotes' webpack config externalises the runtime to it, the shell
// sets it before it registers them.
module.exports = { BUNDLER_RUNTIME_GLOBAL: '_FEDERATION_BUNDLER_RUNTIME' };
