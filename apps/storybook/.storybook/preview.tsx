import { darkTheme, lightTheme } from '@beauty/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    // Every story is checked by the accessibility addon; a violation fails the test run.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' } },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  tags: ['autodocs'],
  decorators: [
    (Story, context) => (
      <div
        className={context.globals.theme === 'dark' ? darkTheme : lightTheme}
        style={{ padding: 16 }}
      >
        <Story />
      </div>
    ),
  ],
};
export default preview;
