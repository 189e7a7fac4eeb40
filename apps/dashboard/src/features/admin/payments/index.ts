// Our Orders adds a payment within a subscription with the same popup.
export { AddPaymentPopup } from './add-payment.popup';
export { useCustomersQuery } from './payments.api';
export { PaymentsSection } from './payments.section';
