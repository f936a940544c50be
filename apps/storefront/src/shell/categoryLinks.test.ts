import type { Category } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import { categoryLinks } from './categoryLinks';

const category = (
  id: number,
  slug: string,
  name: string,
  level: 1 | 2 | 3,
  parentId: number | null,
  path: string,
): Category => ({ id, slug, name, level, parentId, path });

describe('categoryLinks', () => {
  it('nests the flat list in shop order, each linking to its listing page', () => {
    const links = categoryLinks([
      category(1, 'makeup', 'เมคอัพ', 1, null, 'makeup'),
      category(2, 'eyes', 'ดวงตา', 2, 1, 'makeup/eyes'),
      category(3, 'mascara', 'มาสคาร่า', 3, 2, 'makeup/eyes/mascara'),
      category(4, 'eyeliner', 'อายไลเนอร์', 3, 2, 'makeup/eyes/eyeliner'),
      category(5, 'skincare', 'สกินแคร์', 1, null, 'skincare'),
    ]);
    expect(links).toEqual([
      {
        key: 'makeup',
        label: 'เมคอัพ',
        href: '/pages/makeup',
        children: [
          {
            key: 'eyes',
            label: 'ดวงตา',
            href: '/pages/makeup/eyes',
            children: [
              { key: 'mascara', label: 'มาสคาร่า', href: '/pages/makeup/eyes/mascara' },
              { key: 'eyeliner', label: 'อายไลเนอร์', href: '/pages/makeup/eyes/eyeliner' },
            ],
          },
        ],
      },
      { key: 'skincare', label: 'สกินแคร์', href: '/pages/skincare' },
    ]);
  });
});
