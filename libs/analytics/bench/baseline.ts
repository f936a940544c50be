// The baseline of the size benchmark: the third-party parts alone (user-agent parser, crawler list,
// MD5, stack parser), so the library's own weight shows as the ratio above 1.
export { parse } from 'bowser';
export { isbot } from 'isbot';
export { md5 } from '@noble/hashes/legacy.js';
export { parse as parseStack } from 'error-stack-parser-es/lite';
