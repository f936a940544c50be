import type { Activity } from '@beauty/commerce-sdk/contract';
import { calendarDate } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { ANY_ARTIST, EmptyState, RadioGroup, Text, TimeSlotPicker } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { availableDaysQuery, timeSlotsQuery } from '../queries/booking';
import { artistsOfDay, dayLabel, openingDay, pickerSlots } from './calendar';

/** A slot chosen: its start (the store's offset kept) and the artist (`null`: any available). */
export interface SlotChoice {
  startsAt?: string;
  artistId: number | null;
}

export interface SlotFinderProps {
  activity: Pick<Activity, 'id' | 'kind' | 'artists'>;
  storeId: number;
  choice: SlotChoice;
  onChoiceChange: (choice: SlotChoice) => void;
}

/**
 * Finding a slot: the store's days of the next two weeks that have times (days and times in the
 * store's time zone, said on the page), then the chosen day's times and, for a service, the artist
 * or any available artist.
 */
export function SlotFinder({ activity, storeId, choice, onChoiceChange }: SlotFinderProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  // The store's days start from the country's today; the API leaves out what has passed.
  const [today] = useState(() => calendarDate(Date.now(), i18n.country));
  const [wantedDay, setWantedDay] = useState<string>();
  const days = useQuery(availableDaysQuery(context, activity.id, { storeId, date: today }));
  const day = days.data ? openingDay(days.data.data.days, wantedDay) : undefined;
  const slots = useQuery({
    ...timeSlotsQuery(context, activity.id, { storeId, date: day ?? today }),
    enabled: day !== undefined,
  });

  if (days.isError) {
    return <EmptyState title={i18n.text('common.something_went_wrong')} headingLevel={3} />;
  }
  if (!days.data) return <Text tone="muted">{i18n.text('common.loading')}</Text>;
  const { timeZone } = days.data.data;
  if (day === undefined) {
    return <EmptyState title={i18n.text('booking.no_slots')} headingLevel={3} />;
  }
  const daySlots = slots.data?.data.slots ?? [];
  const artists = activity.kind === 'service' ? artistsOfDay(activity.artists, daySlots) : [];
  const chosen = daySlots.find((slot) => slot.startsAt === choice.startsAt);
  return (
    <>
      <Text tone="muted">{i18n.text('booking.store_time', { timeZone })}</Text>
      <RadioGroup
        label={i18n.text('booking.choose_day')}
        orientation="horizontal"
        value={day}
        onValueChange={(next) => {
          setWantedDay(next);
          onChoiceChange({ artistId: choice.artistId });
        }}
        options={days.data.data.days.map((option) => ({
          value: option.date,
          label: dayLabel(option.date, i18n.country, i18n.language),
          description: i18n.text('booking.times_count', { count: option.slotsCount }),
          disabled: option.slotsCount === 0,
        }))}
      />
      {slots.data ? (
        <TimeSlotPicker
          slots={pickerSlots(daySlots, choice.artistId)}
          value={choice.startsAt}
          onValueChange={(startsAt) => onChoiceChange({ ...choice, startsAt })}
          artists={artists.map((artist) => ({ id: String(artist.id), name: artist.name }))}
          artist={choice.artistId === null ? ANY_ARTIST : String(choice.artistId)}
          onArtistChange={(next) => {
            const artistId = next === ANY_ARTIST ? null : Number(next);
            const stillFree = pickerSlots(daySlots, artistId).some(
              (slot) => slot.id === choice.startsAt,
            );
            onChoiceChange({ artistId, ...(stillFree && { startsAt: choice.startsAt }) });
          }}
          country={i18n.country}
          language={i18n.language}
          timeZone={timeZone}
          labels={{
            slots: i18n.text('booking.available_times'),
            artist: i18n.text('booking.choose_artist'),
            anyArtist: i18n.text('booking.any_artist'),
            unavailable: i18n.text('booking.capacity', { capacity: 0 }),
            noSlots: i18n.text('booking.no_slots'),
          }}
        />
      ) : (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      )}
      {chosen && activity.kind !== 'service' ? (
        <Text tone="muted">
          {i18n.text('booking.capacity', { capacity: chosen.remainingCapacity })}
        </Text>
      ) : null}
    </>
  );
}
