// The ticket holder disables swipe-back and page scrolling (product.md section 2, "Page traits").
export default definePageConfig({
  disableScroll: true,
  disableSwipeBack: true
})
