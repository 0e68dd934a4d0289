/** The users list (another area's screen) filtered by one country, the way react-admin reads its URL. */
export function usersInCountryPath(code: string): string {
  return `/users?filter=${encodeURIComponent(JSON.stringify({ country: code }))}`;
}
