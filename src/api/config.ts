/**
 * The one place the client learns where the backend is. Empty means "same origin": the dev server
 * and `vite preview` proxy /api and /selfservice to the backend (vite.config.ts).
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;

/**
 * The provider's enterprise billing site, where an account whose billing is suppressed manages its
 * bills (spec billing §1, §2 "Billing Has Moved ... sends them to the provider's enterprise site").
 * Set per deployment with VITE_ENTERPRISE_BILLING_URL; the default is the demo's, so the page
 * always sends them somewhere rather than leaving them with no way on.
 */
export const ENTERPRISE_BILLING_URL: string = import.meta.env.VITE_ENTERPRISE_BILLING_URL || 'https://enterprise.example.com/billing';
