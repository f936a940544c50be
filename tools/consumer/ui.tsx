// The design system rendered on the server, and its stylesheet beside it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { Button, lightTheme, type ButtonProps } from '@beauty/ui';

const props: ButtonProps = { variant: 'secondary' };
assert.ok(renderToString(<Button {...props}>Add to bag</Button>).includes('<button'));
assert.equal(typeof lightTheme, 'string');
assert.ok(existsSync(fileURLToPath(import.meta.resolve('@beauty/ui/styles.css'))));
