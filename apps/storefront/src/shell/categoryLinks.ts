import type { Category } from '@beauty/commerce-sdk/contract';
import type { CategoryLink } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { categoriesQuery } from '../queries/categories';

/**
 * The category tree of the menus from the API's flat list (in shop order): each category links to
 * its listing, `/pages/{top}/{category}/{sub}` (its path), as the content-page routes expect.
 */
export function categoryLinks(categories: readonly Category[]): CategoryLink[] {
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of categories) {
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }
  const link = (category: Category): CategoryLink => {
    const children = (childrenOf.get(category.id) ?? []).map(link);
    return {
      key: category.slug,
      label: category.name,
      href: `/pages/${category.path}`,
      ...(children.length > 0 && { children }),
    };
  };
  return (childrenOf.get(null) ?? []).map(link);
}

/** The category tree of the menus, in the visit's language: empty until the API answers. */
export function useCategoryLinks(): CategoryLink[] {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useQuery(categoriesQuery(context));
  return useMemo(() => categoryLinks(data?.data ?? []), [data]);
}
