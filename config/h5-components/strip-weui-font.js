/**
 * A webpack loader for Taro's H5 component stylesheet (@tarojs/components/dist/taro-components/taro-components.css,
 * imported by the H5 runtime on every page): it drops the weui icon font, a 4 KB TrueType file inlined as a
 * data URL that every first page downloaded (3.2 KiB gzip). Only Taro's Icon, Checkbox and Radio draw with it;
 * the app draws its icons as SVG (src/components/icon) and uses none of the three (config/h5-components/index.js).
 */
module.exports = function stripWeuiFont(source) {
  return source.replace(/@font-face\{[^}]*font-family:weui;[^}]*\}/, '')
}
