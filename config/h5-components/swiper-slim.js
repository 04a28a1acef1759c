/**
 * H5 only (config/index.ts aliases swiper/swiper-bundle.esm.js here): Taro's Swiper imports the whole
 * Swiper 6 bundle (19 modules, about 300 KB of source) though its options reach only pagination
 * (indicatorDots) and autoplay; a11y is on by default. The others (zoom, effects, thumbs, virtual slides,
 * keyboard, mousewheel...) stay off unless their options are set, which Taro's Swiper does not do here.
 */
import Swiper from 'swiper/esm/components/core/core-class'
import Pagination from 'swiper/esm/components/pagination/pagination'
import Autoplay from 'swiper/esm/components/autoplay/autoplay'
import A11y from 'swiper/esm/components/a11y/a11y'

Swiper.use([Pagination, Autoplay, A11y])

export { Swiper }
export default Swiper
