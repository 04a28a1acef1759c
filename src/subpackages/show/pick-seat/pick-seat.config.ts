// Dragging the seat map must not scroll or swipe the page away (product.md section 2, "Page traits").
export default definePageConfig({ disableScroll: true, disableSwipeBack: true })
