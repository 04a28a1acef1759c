/** Mini-programs load a page's code with its package: the extras are used as they are (the H5 file loads them lazily). */
export { ShowDetailExtras as LazyShowDetailExtras } from './ShowDetailExtras'
