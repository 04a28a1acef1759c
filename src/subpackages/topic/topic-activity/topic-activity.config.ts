export default definePageConfig({ enableShareAppMessage: true })
