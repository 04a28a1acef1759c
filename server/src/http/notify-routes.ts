/**
 * Route patterns (Fastify syntax) of the payment platforms' notification routes. They live on the HTTP
 * floor because the rate limits give these routes their own budget; payment/notify-path.ts builds the
 * URLs a platform is told to call from the same shape.
 */
export const PAY_NOTIFY_ROUTE = '/pub/v1/payments/:paymentProduct/notify/:merchantId'
export const REFUND_NOTIFY_ROUTE = '/pub/v1/payments/:paymentProduct/refund_notify/:merchantId'
