import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { ShopLink } from '../shell/ShopLink';

/** A markdown link: the library has already dropped an unsafe href, and ShopLink refuses one too. */
function MarkdownLink({
  href,
  title,
  children,
}: {
  href?: string;
  title?: string;
  children?: ReactNode;
}) {
  if (!href) return <span>{children}</span>;
  return (
    <ShopLink href={href} title={title}>
      {children}
    </ShopLink>
  );
}

const options: MarkdownToJSX.Options = {
  // Editors write markdown: raw HTML in it stays text, never markup on the page.
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    a: MarkdownLink,
    // The page owns its h1 and the block sits under it.
    h1: { component: 'h2' },
    h2: { component: 'h3' },
    h3: { component: 'h4' },
    img: { props: { loading: 'lazy' } },
  },
};

/** The editor's markdown as elements, its links through the shop's links. */
export function MarkdownText({ markdown }: { markdown: string }) {
  return <Markdown options={options}>{markdown}</Markdown>;
}
