import {
  happeningActivityGroupsList,
  happeningBannersList,
  happeningServicesActivitiesGet,
  happeningServicesActivitiesList,
  happeningServicesClassesGet,
  happeningServicesClassesList,
  happeningServicesEventsGet,
  happeningServicesEventsList,
} from '../contract/booking.js';
import { storeLocationsList } from '../contract/stores.js';
import { bare, byId, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Store and happening: `store-locations` (L), `happening/...` (S, L). */
export function storesApi(t: Transport) {
  return {
    storeLocations: {
      /** Stores of the country: by slug, text, service, click and collect, or nearest first. */
      list: withQuery(t, storeLocationsList),
    },
    happening: {
      services: {
        activities: {
          list: withQuery(t, happeningServicesActivitiesList),
          get: byId(t, happeningServicesActivitiesGet),
        },
        events: {
          list: withQuery(t, happeningServicesEventsList),
          get: byId(t, happeningServicesEventsGet),
        },
        classes: {
          list: withQuery(t, happeningServicesClassesList),
          get: byId(t, happeningServicesClassesGet),
        },
      },
      activityGroups: { list: bare(t, happeningActivityGroupsList) },
      banners: { list: bare(t, happeningBannersList) },
    },
  };
}
