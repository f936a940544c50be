import {
  layoutsStoreServicesActivitiesList,
  layoutsStoreServicesActivityGroupsList,
} from '../contract/booking.js';
import {
  contentfulContentEntriesGet,
  contentfulPreviewContentEntriesGet,
  layoutsList,
  previewOverlaysGet,
  seaFalconAllUserSegmentsList,
} from '../contract/content.js';
import { bare, byId, byIdWithQuery, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/**
 * Content and layout: `layouts/` and its store-services lists (L), content entries and their
 * preview (S), `preview/overlays/` (S), `sea-falcon/all-user-segments/` (L).
 */
export function contentApi(t: Transport) {
  return {
    layouts: {
      /** The layout configuration (fraud-prevention site id, smart-link exempted paths). */
      list: withQuery(t, layoutsList),
      storeServices: {
        activities: {
          /** The store services shown by the store-services layout. */
          list: withQuery(t, layoutsStoreServicesActivitiesList),
        },
        activityGroups: {
          /** Groups of those services. */
          list: bare(t, layoutsStoreServicesActivityGroupsList),
        },
      },
    },
    contentful: {
      contentEntries: {
        /** A published content page by slug (`homepage` for the home page). */
        get: byIdWithQuery(t, contentfulContentEntriesGet),
      },
      preview: {
        contentEntries: {
          /** A draft or segmented page, for preview mode. */
          get: byIdWithQuery(t, contentfulPreviewContentEntriesGet),
        },
      },
    },
    preview: {
      overlays: {
        /** An overlay (country welcome, campaign) by id. */
        get: byId(t, previewOverlaysGet),
      },
    },
    seaFalcon: {
      allUserSegments: {
        /** Every user segment content can target (the preview's segment picker). */
        list: bare(t, seaFalconAllUserSegmentsList),
      },
    },
  };
}
