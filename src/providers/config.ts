/** Where the API is and which dialect it speaks: configuration only, see README. */
export const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
export const DATA_PROVIDER: 'json-server' | 'simple-rest' =
  (import.meta.env.VITE_DATA_PROVIDER as string | undefined) === 'simple-rest' ? 'simple-rest' : 'json-server';
export const CMS_URL: string = (import.meta.env.VITE_CMS_URL as string | undefined) ?? 'https://cms.example.com/admin';
