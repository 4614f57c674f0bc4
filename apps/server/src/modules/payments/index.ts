// The payments module's public face: the only file another module may import.
export { refundPaymentById } from './fulfilment.ts';
export { paymentRoutes } from './routes.ts';
export { paymentDocument } from './documents/service.ts';
