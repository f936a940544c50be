/**
 * A content block as the CMS stores it: the contract's block, except that a brand grid keeps
 * brand slugs (resolved to brands when served, so renamed brands stay right).
 */
export type StoredBlock =
  | {
      id: string;
      type: 'hero';
      title: string;
      subtitle: string | null;
      image: { url: string; alt: string };
      cta: { label: string; href: string } | null;
    }
  | {
      id: string;
      type: 'product-carousel';
      title: string;
      source: { kind: 'brand'; brand: string } | { kind: 'category'; category: string };
      limit: number;
    }
  | { id: string; type: 'brand-grid'; title: string; brandSlugs: string[] }
  | { id: string; type: 'rich-text'; markdown: string }
  | {
      id: string;
      type: 'banner';
      title: string | null;
      text: string | null;
      image: { url: string; alt: string };
      href: string | null;
    };
