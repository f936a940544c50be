import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/index.js';
import { Heading } from '../Heading/index.js';
import { sentences } from '../internal/stories/fixtures.js';
import { Stack } from '../Stack/index.js';
import { Text } from '../Text/index.js';
import { breakpoints, space } from './tokens.js';

function Scripts() {
  return (
    <Stack space="lg">
      {Object.entries(sentences).map(([lang, sentence]) => (
        <div key={lang} lang={lang}>
          <Text size="sm" tone="muted">
            {lang}
          </Text>
          <Heading level={2}>{sentence}</Heading>
          <Text>{sentence}</Text>
        </div>
      ))}
    </Stack>
  );
}

function Tokens() {
  return (
    <Stack space="lg">
      <Heading level={2}>Space</Heading>
      <Stack space="xs">
        {Object.entries(space).map(([name, value]) => (
          <Box key={name} display="flex" gap="md" alignItems="center">
            <Text as="span" size="sm">
              {name} ({value})
            </Text>
            <Box background="accent" padding={name as keyof typeof space} />
          </Box>
        ))}
      </Stack>
      <Heading level={2}>Elevation</Heading>
      <Box display="flex" gap="lg">
        {(['none', 'raised', 'overlay'] as const).map((level) => (
          <Box key={level} padding="lg" background="surface" boxShadow={level} borderRadius="md">
            {level}
          </Box>
        ))}
      </Box>
      <Heading level={2}>Breakpoints</Heading>
      <Text>
        {Object.entries(breakpoints)
          .map(([name, width]) => `${name} ≥ ${width}px`)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

const meta = { title: 'Foundations/Theme', component: Scripts } satisfies Meta<typeof Scripts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Latin, Chinese and Thai each get their font stack and line height from `lang`. */
export const TypographyPerScript: Story = {};
/** Space, elevation and breakpoint tokens. */
export const DesignTokens: Story = { render: () => <Tokens /> };
