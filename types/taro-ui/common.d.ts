// taro-ui 3.3.2 ships lib/components/*/index.d.ts that import '../../../types/*', a folder left out of the
// package: every component's props would be `any`. These declarations (one file per component used,
// from the components' propTypes in lib/components/*/index.js) type them; an ambient module declaration
// wins over the package's own file.
declare namespace TaroUi {
  type ClassName = string | string[]
  type Style = string | Record<string, string | number>
  interface Common {
    className?: ClassName
    customStyle?: Style
  }
}
