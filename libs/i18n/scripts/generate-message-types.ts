// Rewrites src/messages/types.gen.ts after a change to the English catalogue.
import { writeFileSync } from 'node:fs';
import { generateMessageTypes, typesFile } from './message-types.js';

writeFileSync(typesFile, await generateMessageTypes());
console.log(`Wrote ${typesFile}`);
