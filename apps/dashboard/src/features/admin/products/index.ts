// Our Orders offers the products as the types of a manual order.

export { useProductsQuery } from './products.api';
export { ProductsSection } from './products.section';
