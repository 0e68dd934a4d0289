/**
 * The sidebar's route for this list (specification: /services-offered-list). Saving a service
 * returns there rather than to the resource's own /services-offered.
 */
export const SERVICES_OFFERED_PATH = () => 'services-offered-list';
