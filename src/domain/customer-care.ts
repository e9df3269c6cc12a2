/**
 * The provider's business customer care line (spec platform §3: "customer-care phone numbers are
 * defined in the product"): this product's, for every screen that says to call. A demo number
 * (555-01xx is reserved for fiction).
 */
export const CUSTOMER_CARE_PHONE = '8885550100';
