// webpack loader: replaces the string literal `from` (single or double quoted) by `to`.
module.exports = function replaceTextLoader(source) {
  const { from, to } = this.getOptions();
  return source.replaceAll(`'${from}'`, JSON.stringify(to)).replaceAll(`"${from}"`, JSON.stringify(to));
};
