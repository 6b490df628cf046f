// See native-require.cjs.
const cookie = require('./native-require.cjs')('cookie');

exports.parse = cookie.parse;
exports.parseCookie = cookie.parseCookie;
exports.parseSetCookie = cookie.parseSetCookie;
exports.serialize = cookie.serialize;
exports.stringifyCookie = cookie.stringifyCookie;
exports.stringifySetCookie = cookie.stringifySetCookie;
