/* global module */
// node-polyglot asks for the `object.entries` polyfill (with its es-abstract helpers, ~40 KB of
// source); every browser the build targets (es2022) has Object.entries. CommonJS, as polyglot
// requires it.
module.exports = Object.entries;
