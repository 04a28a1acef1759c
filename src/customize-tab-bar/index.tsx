/** Alipay builds its custom tab bar from customize-tab-bar/ (not custom-tab-bar/): the same component. */
export { default } from '../custom-tab-bar/index'
