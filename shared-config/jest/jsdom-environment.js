// jsdom lacks TextEncoder, Request and friends, which React Router 7 and fetch-based code need.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');
const { ReadableStream, TransformStream, WritableStream } = require('node:stream/web');
const { MessageChannel, MessagePort, BroadcastChannel } = require('node:worker_threads');

class JsdomWithWebApis extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    Object.assign(g, { TextEncoder, TextDecoder, ReadableStream, TransformStream, WritableStream });
    Object.assign(g, { MessageChannel, MessagePort, BroadcastChannel });
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData: g.FormData ?? FormData,
      AbortController,
      AbortSignal,
    });
    // With setImmediate present, React's scheduler uses it instead of a MessageChannel, which would
    // keep jest from exiting after the tests.
    g.setImmediate = setImmediate;
    g.clearImmediate = clearImmediate;
    g.structuredClone = structuredClone;
    g.scrollTo = () => {};
    g.Element.prototype.scrollTo = function scrollTo() {};
    g.Element.prototype.scrollBy = function scrollBy() {};
    g.Element.prototype.scrollIntoView = function scrollIntoView() {};
  }
}

module.exports = JsdomWithWebApis;
