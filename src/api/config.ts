/**
 * The one place the client learns where the backend is. Empty means "same origin": the dev server
 * and `vite preview` proxy /api and /selfservice to the backend (vite.config.ts).
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export const apiUrl = (path: string): string => `${API_BASE_URL}${path}`;
