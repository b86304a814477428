// hasown (a polyfill) as the built-in every supported browser has: the UIs alias it (vite.config.ts).
module.exports = (object, key) => Object.hasOwn(object, key);
