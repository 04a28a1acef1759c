export default definePageConfig({})
