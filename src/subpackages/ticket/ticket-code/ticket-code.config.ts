export default definePageConfig({ disableScroll: true })
