import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Inline } from '../Inline/index.js';
import {
  NotificationsProvider,
  useNotifications,
  type NotificationsProviderProps,
  type NotifyOptions,
} from './Notifications.js';

const examples: Array<[string, NotifyOptions]> = [
  ['Success', { type: 'success', title: 'Added to bag', text: 'Rouge Dior Lipstick' }],
  ['Error', { type: 'error', title: 'Payment failed', text: 'We emailed you how to retry.' }],
  ['Warning', { type: 'warn', title: 'Only 2 left', text: 'Check out soon to get yours.' }],
  ['Default', { title: 'Saved to your wish list' }],
  ['Chinese', { type: 'success', title: '已加入購物袋', text: '迪奧藍星唇膏' }],
  ['Thai', { type: 'success', title: 'เพิ่มลงในถุงแล้ว', text: 'ลิปสติก รูจ ดิออร์' }],
  ['Indonesian', { type: 'success', title: 'Ditambahkan ke tas' }],
  [
    'Long text',
    {
      type: 'warn',
      title: 'Only a maximum quantity of 6 of the item could be added to your bag',
      text: 'Order limits are typically 2 to 6 units per item per customer.',
    },
  ],
];

function Triggers() {
  const { notify, closeAll } = useNotifications();
  return (
    <Inline>
      {examples.map(([label, options]) => (
        <Button key={label} variant="secondary" size="sm" onClick={() => notify(options)}>
          {label}
        </Button>
      ))}
      <Button variant="ghost" size="sm" onClick={closeAll}>
        Close all
      </Button>
    </Inline>
  );
}

function Demo(props: NotificationsProviderProps) {
  return (
    <NotificationsProvider {...props}>
      <Triggers />
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Feedback/Notifications',
  component: Demo,
  subcomponents: { NotificationsProvider },
  args: { width: 300, duration: 3000, speed: 300, position: 'top right', closeOnClick: true },
  argTypes: {
    position: {
      control: 'select',
      options: [
        'top left',
        'top center',
        'top right',
        'bottom left',
        'bottom center',
        'bottom right',
      ],
    },
    max: { control: 'number' },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    // The renderer loads with the first notification.
    const region = await within(document.body).findByRole('region');
    // The notification fades in (300 ms): wait for it rather than catch it mid-animation.
    await waitFor(() => expect(within(region).getByText('Added to bag')).toBeVisible());
    await waitFor(() => expect(within(region).getByText('×2')).toBeVisible());
  },
};
export const AtMostTwo: Story = { args: { max: 2 } };
export const Sticky: Story = { args: { duration: 0, closeOnClick: false } };
export const BottomCentre: Story = { args: { position: 'bottom center', width: 360 } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    const region = await within(document.body).findByRole('region');
    await waitFor(() => expect(region).toHaveTextContent('Payment failed'));
  },
};
