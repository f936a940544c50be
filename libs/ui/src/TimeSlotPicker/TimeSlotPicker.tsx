import { formatDate, type CountryCode, type Language } from '@beauty/i18n';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState/index.js';
import { cx } from '../internal/cx.js';
import { RadioGroup } from '../RadioGroup/index.js';
import {
  fieldset,
  legend,
  root,
  slot as slotClass,
  slots as slotsClass,
} from './TimeSlotPicker.css.js';

/** A bookable start time. */
export interface TimeSlot {
  id: string;
  start: Date | string;
  /** False when fully booked; shown but not selectable. */
  available: boolean;
}

/** An artist who can be booked. */
export interface Artist {
  id: string;
  name: string;
}

/** The artist choice meaning any available artist. */
export const ANY_ARTIST = 'any';

/** Props of {@link TimeSlotPicker}. */
export interface TimeSlotPickerProps {
  slots: readonly TimeSlot[];
  /** The chosen slot id. */
  value?: string;
  onValueChange: (slotId: string) => void;
  /** Artists of the store; with none, no artist choice is shown. */
  artists?: readonly Artist[];
  /** The chosen artist id, or {@link ANY_ARTIST} (the default). */
  artist?: string;
  onArtistChange?: (artistId: string) => void;
  country: CountryCode;
  language: Language;
  /**
   * The IANA time zone the times are shown in: the store's, when it has its own (a booking reads
   * as the store's local time wherever the shopper is). The country's by default.
   */
  timeZone?: string;
  /** Wording; English by default. */
  labels?: {
    slots?: string;
    artist?: string;
    anyArtist?: string;
    unavailable?: string;
    noSlots?: ReactNode;
  };
  className?: string;
}

/**
 * The booking flow's find-a-slot step: the artist (or any available artist), then the start times
 * as a radio group (arrow keys move, fully booked times are disabled).
 */
export function TimeSlotPicker({
  slots,
  value,
  onValueChange,
  artists = [],
  artist = ANY_ARTIST,
  onArtistChange,
  country,
  language,
  timeZone,
  labels,
  className,
}: TimeSlotPickerProps) {
  const id = useId();
  return (
    <div className={cx(root, className)}>
      {artists.length > 0 ? (
        <RadioGroup
          label={labels?.artist ?? 'Artist'}
          orientation="horizontal"
          value={artist}
          onValueChange={onArtistChange}
          options={[
            { value: ANY_ARTIST, label: labels?.anyArtist ?? 'Any available artist' },
            ...artists.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
      ) : null}
      {slots.length === 0 ? (
        <EmptyState title={labels?.noSlots ?? 'No time slots available'} headingLevel={3} />
      ) : (
        <fieldset className={fieldset}>
          <legend id={`${id}-slots`} className={legend}>
            {labels?.slots ?? 'Available times'}
          </legend>
          <RadixRadioGroup.Root
            className={slotsClass}
            aria-labelledby={`${id}-slots`}
            value={value ?? ''}
            onValueChange={onValueChange}
            loop
          >
            {slots.map((slot) => {
              const time = formatDate(slot.start, country, language, {
                hour: 'numeric',
                minute: '2-digit',
                ...(timeZone && { timeZone }),
              });
              return (
                <RadixRadioGroup.Item
                  key={slot.id}
                  value={slot.id}
                  disabled={!slot.available}
                  className={slotClass}
                  aria-label={
                    slot.available ? time : `${time} (${labels?.unavailable ?? 'fully booked'})`
                  }
                >
                  {time}
                </RadixRadioGroup.Item>
              );
            })}
          </RadixRadioGroup.Root>
        </fieldset>
      )}
    </div>
  );
}
