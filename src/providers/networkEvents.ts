/**
 * Fired on window when an API call failed at the network level (no answer at all), as opposed
 * to the server answering with an error. The offline overlay listens for it. A module of its
 * own so the sign-in pages can listen without loading the data provider.
 */
export const NETWORK_ERROR_EVENT = 'app:network-error';
