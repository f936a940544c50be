import type { Layout } from '@beauty/commerce-sdk/contract';

/** Layout configuration seeded for every country. */
export const defaultLayoutConfig: Layout['config'] = {
  forterSiteId: 'c9f1a2b3d4e5',
  smartLinkExemptedPaths: [
    { type: 'absolute', value: '/swagger' },
    { type: 'startsWith', value: '/happening/services/booxi' },
    { type: 'regex', value: '^/sandbox/(?:orders|payments)/' },
  ],
};
