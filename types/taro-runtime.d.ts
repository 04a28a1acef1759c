// Taro's React runtime ships no types for this entry; tests call it before mounting components that use
// Taro hooks (STACK-NOTES.md).
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  import type * as React from 'react'
  import type * as ReactDOM from 'react-dom'
  export function createH5NativeComponentConfig(component: () => null, react: typeof React, reactDOM: typeof ReactDOM): unknown
}
