// See native-require.cjs.
const contentDisposition = require('./native-require.cjs')('content-disposition');

exports.create = contentDisposition.create;
exports.decodeExtended = contentDisposition.decodeExtended;
exports.encodeExtended = contentDisposition.encodeExtended;
exports.format = contentDisposition.format;
exports.parse = contentDisposition.parse;
