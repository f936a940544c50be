import type { MessageKey } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack, Text } from '@beauty/ui';
import { ShopLink } from '../shell/ShopLink';

/** One part of the page: a heading, a paragraph and, where there is one, the way on. */
function AboutSection({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: MessageKey;
  text: MessageKey;
  link?: { href: string; label: MessageKey };
}) {
  const i18n = useI18n();
  return (
    <section aria-labelledby={id}>
      <Stack space="xs">
        <Heading level={2} id={id}>
          {i18n.text(title)}
        </Heading>
        <Text>{i18n.text(text)}</Text>
        {link ? <ShopLink href={link.href}>{i18n.text(link.label)}</ShopLink> : null}
      </Stack>
    </section>
  );
}

/**
 * The about page: who the shop is, then its brands, its stores (services and classes too) and the
 * Beauty Pass. The API has no content entry for it, so its words are the shop's own, in the
 * catalogues.
 */
export function AboutPage() {
  const i18n = useI18n();
  return (
    <Stack space="lg">
      <Stack space="sm">
        <Heading level={1}>{i18n.text('shell.about')}</Heading>
        <Text size="lg">{i18n.text('about.intro')}</Text>
      </Stack>
      <AboutSection
        id="about-brands"
        title="about.brands_title"
        text="about.brands_text"
        link={{ href: '/brands', label: 'about.brands_link' }}
      />
      <AboutSection
        id="about-stores"
        title="about.stores_title"
        text="about.stores_text"
        link={{ href: '/store-locations', label: 'about.stores_link' }}
      />
      <AboutSection
        id="about-beauty-pass"
        title="about.beauty_pass_title"
        text="about.beauty_pass_text"
      />
    </Stack>
  );
}
