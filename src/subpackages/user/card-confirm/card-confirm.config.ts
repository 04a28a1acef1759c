export default definePageConfig({ disableSwipeBack: true })
