import type { ContentBlock, Image } from '@beauty/commerce-sdk/contract';
import { Heading, Text } from '@beauty/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { featuredProductsQuery } from '../queries/featured';
import type { QueryContext } from '../queries/scope';
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
}

/**
 * A content-managed page's blocks, in order: hero, product carousel, brand grid, rich text and
 * banner. The first hero's picture loads first (the page's largest paint); the others lazily.
 */
export function ContentBlocks({ blocks, title }: ContentBlocksProps) {
  const heroIsTitle = title !== undefined && blocks[0]?.type === 'hero';
  const firstHero = blocks.findIndex((block) => block.type === 'hero');
  return (
    <div className={styles.blocks}>
      {title !== undefined && !heroIsTitle ? <Heading level={1}>{title}</Heading> : null}
      {blocks.map((block, index) => (
        <Block
          key={block.id}
          block={block}
          priority={index === firstHero}
          titleLevel={heroIsTitle && index === 0 ? 1 : 2}
        />
      ))}
    </div>
  );
}

/** What a route loader has: the query client and what queries need. */
export interface PrefetchContext extends QueryContext {
  queryClient: QueryClient;
}

/**
 * Fetches what the blocks need besides the entry (the carousels' products) into the query cache,
 * so the server renders them in full. A failed carousel does not fail the page: it is left out.
 */
export async function prefetchBlocks(
  context: PrefetchContext,
  blocks: readonly ContentBlock[],
): Promise<void> {
  await Promise.all(
    blocks.flatMap((block) =>
      block.type === 'product-carousel'
        ? [context.queryClient.prefetchQuery(featuredProductsQuery(context, block))]
        : [],
    ),
  );
}

function Block({
  block,
  priority,
  titleLevel,
}: {
  block: ContentBlock;
  priority: boolean;
  titleLevel: 1 | 2;
}) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} priority={priority} titleLevel={titleLevel} />;
    case 'product-carousel':
      return <ProductCarousel block={block} />;
    case 'brand-grid':
      return <BrandGrid block={block} />;
    case 'rich-text':
      return <RichText markdown={block.markdown} />;
    case 'banner':
      return <Banner block={block} />;
  }
}

/** A content picture in its block's fixed frame; its own size when the CMS gives one. */
function Picture({
  image,
  className,
  priority = false,
  alt = image.alt,
}: {
  image: Image;
  className: string;
  priority?: boolean;
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      {...(priority
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}

function Hero({
  block,
  priority,
  titleLevel,
}: {
  block: BlockOf<'hero'>;
  priority: boolean;
  titleLevel: 1 | 2;
}) {
  return (
    <section className={styles.hero}>
      <Picture image={block.image} className={styles.heroImage} priority={priority} />
      <div className={styles.heroText}>
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

function Banner({ block }: { block: BlockOf<'banner'> }) {
  const content = (
    <>
      <Picture image={block.image} className={styles.bannerImage} />
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
