// Booking disables swipe-back (product.md section 2, "Page traits").
export default definePageConfig({ disableSwipeBack: true })
