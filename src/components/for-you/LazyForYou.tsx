/** Mini-programs load a page's code with its package: the block is imported as it is (the H5 file loads it lazily). */
export { ForYou as LazyForYou } from './ForYou'
