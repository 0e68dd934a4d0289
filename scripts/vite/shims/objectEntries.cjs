// node-polyglot asks for the `object.entries` polyfill (with its es-abstract helpers, ~40 KB of
// source); every browser the build targets (es2022) has Object.entries.
module.exports = Object.entries;
