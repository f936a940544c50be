import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoryDrawer, type CategoryDrawerProps } from './CategoryDrawer.js';
import { CategoryMenu, CategoryMenuButton, type CategoryLink } from './CategoryNavigation.js';

const categories: CategoryLink[] = [
  {
    key: 'makeup',
    label: 'Makeup',
    href: '/pages/makeup',
    children: [
      {
        key: 'eyes',
        label: 'Eyes',
        href: '/pages/makeup/eyes',
        children: [{ key: 'mascara', label: 'Mascara', href: '/pages/makeup/eyes/mascara' }],
      },
    ],
  },
  {
    key: 'skincare',
    label: 'Skincare',
    href: '/pages/skincare',
    children: [{ key: 'serum', label: 'Serum', href: '/pages/skincare/serum' }],
  },
];

const shopAllLabel = (category: string) => `Shop all ${category}`;

describe('CategoryMenu', () => {
  it('opens a top category by keyboard, walks its links and closes on Escape', async () => {
    render(
      <CategoryMenu categories={categories} label="Shop by category" shopAllLabel={shopAllLabel} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    const makeup = within(nav).getByRole('button', { name: 'Makeup' });
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Mascara' })).toBeNull();

    await userEvent.tab();
    expect(document.activeElement).toBe(makeup);
    await userEvent.keyboard('{Enter}');
    expect(makeup.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Shop all Makeup' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mascara' }));
    expect(screen.getByRole('link', { name: 'Mascara' }).getAttribute('href')).toBe(
      '/pages/makeup/eyes/mascara',
    );

    await userEvent.keyboard('{Escape}');
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(makeup);
  });

  it('moves between top categories with the arrow keys and keeps one panel open', async () => {
    render(
      <CategoryMenu categories={categories} label="Shop by category" shopAllLabel={shopAllLabel} />,
    );
    const makeup = screen.getByRole('button', { name: 'Makeup' });
    const skincare = screen.getByRole('button', { name: 'Skincare' });
    await userEvent.click(makeup);
    makeup.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(skincare);
    await userEvent.keyboard('{Enter}');
    expect(skincare.getAttribute('aria-expanded')).toBe('true');
    expect(makeup.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(document.body);
    expect(skincare.getAttribute('aria-expanded')).toBe('false');
  });
});

/** The menu button and its drawer, as a page wires them. */
function PhoneMenu(props: Partial<CategoryDrawerProps>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <CategoryMenuButton ref={button} label="Menu" open={open} onClick={() => setOpen(true)} />
      <CategoryDrawer
        categories={categories}
        label="Shop by category"
        shopAllLabel={shopAllLabel}
        open={open}
        onOpenChange={setOpen}
        returnFocus={button}
        {...props}
      />
    </>
  );
}

describe('CategoryDrawer', () => {
  it('opens from the menu button, lists the categories and returns focus on Escape', async () => {
    render(<PhoneMenu moreLinks={[{ key: 'brands', label: 'Brands', href: '/brands' }]} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-haspopup')).toBe('dialog');
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByRole('dialog', { name: 'Shop by category' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Makeup' }));
    expect(within(drawer).getByRole('link', { name: 'Mascara' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe(
      '/brands',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('closes when a link is followed', async () => {
    render(
      <PhoneMenu
        linkComponent={({ href, children, onClick, className }) => (
          <a
            href={href}
            className={className}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skincare' }));
    await userEvent.click(screen.getByRole('link', { name: 'Serum' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
