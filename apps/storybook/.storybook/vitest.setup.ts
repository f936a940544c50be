import { configure } from 'storybook/test';

// A story's first render imports its lazy parts (toasts, sheets), which takes seconds on a cold,
// busy CI machine: play functions' `findBy…` and `waitFor` wait for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });
