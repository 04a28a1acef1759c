/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'alipay' | 'h5' | 'swan' | 'tt' | 'qq' | 'jd' | 'rn' | 'quickapp'
    TARO_APP_ID?: string
  }
}
