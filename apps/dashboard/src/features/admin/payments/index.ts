// Our Orders adds a payment within a subscription with the same popup.
export { AddPaymentPopup } from './add-payment.popup';
export { CustomerSelect } from './customer-select';
export { PaymentsSection } from './payments.section';
