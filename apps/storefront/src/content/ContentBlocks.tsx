import type { ContentBlock, Image } from '@beauty/commerce-sdk/contract';
import { Heading, Text } from '@beauty/ui';
import { useId } from 'react';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './ContentBlocks.css';
import { ProductCarousel } from './ProductCarousel';
import { RichText } from './RichText';

type BlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

/** Props of {@link ContentBlocks}. */
export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /**
   * The page's title, its h1: when the page opens with a hero, the hero's title is the h1 (the
   * title is not said twice); otherwise a heading with this text comes first. Without it the
   * page renders its own h1 and block titles are h2.
   */
  title?: string;
  /**
   * How the first hero is laid out: `standard` (picture above the text) or `spotlight` (the
   * text over the picture's corner on wide screens); the home page's `home-hero` flag decides.
   */
  heroLayout?: HeroLayout;
}

/** Layouts of a page's first hero. */
export type HeroLayout = 'standard' | 'spotlight';

/** Blocks this near the top are on the first screen, even a phone's: their pictures load at once. */
const FIRST_SCREEN_BLOCKS = 2;

/** How a picture loads: first of all (the page's largest paint), at once, or when scrolled near. */
type PictureLoading = 'priority' | 'eager' | 'lazy';

/**
 * A content-managed page's blocks, in order: hero, product carousel, brand grid, rich text and
 * banner. The first hero's picture loads first (the page's largest paint), the pictures of the
 * first screen at once, the others lazily.
 */
export function ContentBlocks({ blocks, title, heroLayout = 'standard' }: ContentBlocksProps) {
  const heroIsTitle = title !== undefined && blocks[0]?.type === 'hero';
  const firstHero = blocks.findIndex((block) => block.type === 'hero');
  return (
    <div className={styles.blocks}>
      {title !== undefined && !heroIsTitle ? <Heading level={1}>{title}</Heading> : null}
      {blocks.map((block, index) => (
        <Block
          key={block.id}
          block={block}
          loading={
            index === firstHero ? 'priority' : index < FIRST_SCREEN_BLOCKS ? 'eager' : 'lazy'
          }
          titleLevel={heroIsTitle && index === 0 ? 1 : 2}
          heroLayout={index === firstHero ? heroLayout : 'standard'}
        />
      ))}
    </div>
  );
}

function Block({
  block,
  loading,
  titleLevel,
  heroLayout,
}: {
  block: ContentBlock;
  loading: PictureLoading;
  titleLevel: 1 | 2;
  heroLayout: HeroLayout;
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} loading={loading} titleLevel={titleLevel} layout={heroLayout} />;
    case 'product-carousel':
      return <ProductCarousel block={block} />;
    case 'brand-grid':
      return <BrandGrid block={block} />;
    case 'rich-text':
      return <RichText markdown={block.markdown} />;
    case 'banner':
      return <Banner block={block} loading={loading} />;
  }
}

/** A content picture in its block's fixed frame; its own size when the CMS gives one. */
function Picture({
  image,
  className,
  loading = 'lazy',
  alt = image.alt,
}: {
  image: Image;
  className: string;
  loading?: PictureLoading;
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      {...(loading === 'priority' && { fetchPriority: 'high' as const })}
      {...(loading === 'lazy' && { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}

function Hero({
  block,
  loading,
  titleLevel,
  layout,
}: {
  block: BlockOf<'hero'>;
  loading: PictureLoading;
  titleLevel: 1 | 2;
  layout: HeroLayout;
}) {
  const spotlight = layout === 'spotlight';
  return (
    <section
      className={`${styles.hero} ${spotlight ? styles.heroSpotlight : ''}`}
      data-hero-layout={layout}
    >
      <Picture image={block.image} className={styles.heroImage} loading={loading} />
      <div className={`${styles.heroText} ${spotlight ? styles.heroSpotlightText : ''}`}>
        <Heading level={titleLevel}>{block.title}</Heading>
        {block.subtitle ? <Text tone="muted">{block.subtitle}</Text> : null}
        {block.cta ? (
          <ShopLink href={block.cta.href} className={styles.cta}>
            {block.cta.label}
          </ShopLink>
        ) : null}
      </div>
    </section>
  );
}

function BrandGrid({ block }: { block: BlockOf<'brand-grid'> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {block.title}
      </Heading>
      <ul className={styles.brandGrid}>
        {block.brands.map((brand) => (
          <li key={brand.id}>
            <ShopLink href={`/brands/${brand.slug}`} className={styles.brandLink}>
              {/* The name follows as text: the logo adds nothing for a screen reader. */}
              {brand.logo ? (
                <Picture image={brand.logo} className={styles.brandLogo} alt="" />
              ) : null}
              <Text as="span" weight="bold">
                {brand.name}
              </Text>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Banner({ block, loading }: { block: BlockOf<'banner'>; loading: PictureLoading }) {
  const content = (
    <>
      <Picture image={block.image} className={styles.bannerImage} loading={loading} />
      {block.title || block.text ? (
        <span className={styles.bannerText}>
          {block.title ? (
            <Text as="strong" weight="bold" size="lg">
              {block.title}
            </Text>
          ) : null}
          {block.text ? <Text as="span">{block.text}</Text> : null}
        </span>
      ) : null}
    </>
  );
  return block.href ? (
    <ShopLink href={block.href} className={styles.banner}>
      {content}
    </ShopLink>
  ) : (
    <div className={styles.banner}>{content}</div>
  );
}
