import { isLanguage, languageLocale } from '@beauty/i18n';
import { darkTheme, lightTheme } from '@beauty/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

const languages = [
  { value: 'en', title: 'English' },
  { value: 'zh', title: '中文' },
  { value: 'id', title: 'Bahasa Indonesia' },
  { value: 'th', title: 'ไทย' },
];

// The theme and language go on the story wrapper and on <html>/<body> too: dialogs, sheets,
// selects and notifications render in portals outside the wrapper. A story written in one
// language sets it with `globals: { language }`, which also holds on docs pages, where each story
// keeps its own `lang` (the shop's BCP 47 tag: zh is zh-Hant-HK) for screen readers and fonts.
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  const lang = languageLocale(
    isLanguage(context.globals.language) ? context.globals.language : 'en',
  );
  // A docs page shows stories in several languages around English prose.
  document.documentElement.lang = context.viewMode === 'docs' ? 'en' : lang;
  document.body.classList.remove(lightTheme, darkTheme);
  document.body.classList.add(theme);
  return (
    <div className={theme} lang={lang} style={{ padding: 16 }}>
      <Story />
    </div>
  );
};

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
    language: {
      description: 'Language of the text around the component (sets lang for script typography)',
      toolbar: { title: 'Language', icon: 'globe', items: languages, dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  tags: ['autodocs'],
  decorators: [withThemeAndLanguage],
};
export default preview;
