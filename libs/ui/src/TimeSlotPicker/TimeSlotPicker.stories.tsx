import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ANY_ARTIST, TimeSlotPicker, type TimeSlotPickerProps } from './TimeSlotPicker.js';

const day = (hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 11, 1, hour - 8, minute)).toISOString();
const slots = [
  { id: 's1', start: day(10), available: true },
  { id: 's2', start: day(10, 30), available: false },
  { id: 's3', start: day(11), available: true },
  { id: 's4', start: day(13), available: true },
  { id: 's5', start: day(14, 30), available: true },
  { id: 's6', start: day(16), available: false },
];

function Picker(props: Omit<TimeSlotPickerProps, 'onValueChange' | 'value'>) {
  const [value, setValue] = useState<string>();
  const [artist, setArtist] = useState(ANY_ARTIST);
  return (
    <TimeSlotPicker
      {...props}
      value={value}
      onValueChange={setValue}
      artist={artist}
      onArtistChange={setArtist}
    />
  );
}

const meta = {
  title: 'Booking/TimeSlotPicker',
  component: Picker,
  subcomponents: { TimeSlotPicker },
  args: {
    slots,
    artists: [
      { id: 'a1', name: 'Mei Lin' },
      { id: 'a2', name: 'Siti' },
    ],
    country: 'sg',
    language: 'en',
  },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('radio').find((radio) => radio.textContent === '10:00 am');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-checked', 'true');
  },
};
export const NoArtists: Story = { args: { artists: [] } };
export const NoSlots: Story = { args: { slots: [] } };
export const Thai: Story = {
  globals: { language: 'th' },
  args: {
    country: 'th',
    language: 'th',
    labels: {
      artist: 'ช่างแต่งหน้า',
      anyArtist: 'ช่างที่ว่างคนใดก็ได้',
      slots: 'เวลาที่ว่าง',
      unavailable: 'เต็มแล้ว',
    },
  },
};
export const Chinese: Story = {
  globals: { language: 'zh' },
  args: {
    country: 'hk',
    language: 'zh',
    labels: {
      artist: '化妝師',
      anyArtist: '任何有空的化妝師',
      slots: '可預約時段',
      unavailable: '已滿',
    },
  },
};
