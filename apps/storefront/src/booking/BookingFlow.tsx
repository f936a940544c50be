import { hasServerMessage } from '@beauty/commerce-sdk';
import { invalidateCommerceQueries } from '@beauty/commerce-sdk/query';
import type { Activity, Reservation, User } from '@beauty/commerce-sdk/contract';
import { countries, type CountryCode } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Alert, Heading, RadioGroup, Stack, Text, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMemberSession } from '../account/membersOnly';
import { bookingQuestionsQuery, reservationMutations } from '../queries/booking';
import { profileQuery } from '../queries/member';
import { ShopLink } from '../shell/ShopLink';
import { ActivityFacts } from './ActivityFacts';
import * as styles from './booking.css';
import { checkBookingForm, serverFormError, type BookingFormErrors } from './bookingForm';
import { ContactForm, type ContactDetails } from './ContactForm';
import { manageHref } from './paths';
import { SlotFinder, type SlotChoice } from './SlotFinder';

/**
 * A member's details as the booking form takes them: the mobile number only when it has this
 * country's calling code (the form asks for a local number).
 */
export function memberContact(user: User, country: CountryCode): ContactDetails {
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone?.callingCode === countries[country].callingCode ? user.phone.number : '',
  };
}

/**
 * The booking flow of a service, class or event: the store, a slot in the store's time zone (and
 * for a service the artist or any available artist), the contact details with the activity's
 * questions, then the confirmation with its number and the way to manage the booking.
 */
export function BookingFlow({ activity }: { activity: Activity }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [storeId, setStoreId] = useState(activity.stores[0]?.id);
  const [choice, setChoice] = useState<SlotChoice>({ artistId: null });
  // The time chosen was taken meanwhile: said where the shopper chooses again, until they do.
  const [taken, setTaken] = useState(false);
  const choose = (next: SlotChoice) => {
    setTaken(false);
    setChoice(next);
  };
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [booked, setBooked] = useState<Reservation>();
  const questions = useQuery(bookingQuestionsQuery(context, activity.id));
  // A member books as themselves: their details fill the form (a guest's stays empty).
  const profile = useQuery({ ...profileQuery(context), enabled: useMemberSession(), retry: false });
  const user = profile.data?.data;
  const prefill = useMemo(() => user && memberContact(user, i18n.country), [user, i18n.country]);

  const create = reservationMutations(context).create();
  const book = useMutation({
    ...create,
    onSettled: () => invalidateCommerceQueries(queryClient, create),
    onSuccess: ({ data }) => {
      setBooked(data);
      notify({
        type: 'success',
        title: i18n.text('booking.confirmed_title', { name: data.fullName }),
        text: i18n.text('booking.confirmation_number', { number: data.confirmationNumber }),
      });
    },
    onError: (error) => {
      const fault = serverFormError(error);
      if (fault) setErrors({ [fault.field]: fault.key });
      // Taken meanwhile: the days and times are read again (settling the write), without it.
      if (hasServerMessage(error, 'noTimeSlots')) {
        setChoice({ artistId: choice.artistId });
        setTaken(true);
      }
      notify({
        type: 'error',
        title: i18n.text(
          hasServerMessage(error, 'noTimeSlots') ? 'booking.no_slots' : 'booking.not_completed',
        ),
      });
    },
  });

  if (booked) return <Confirmation reservation={booked} />;

  const submitLabel = i18n.text(activity.kind === 'service' ? 'booking.book' : 'booking.sign_up');
  return (
    <Stack space="lg">
      <Stack space="sm">
        <Heading level={1}>{activity.name}</Heading>
        <ActivityFacts activity={activity} />
        <Text>{activity.description}</Text>
      </Stack>
      {storeId === undefined ? (
        <Text>{i18n.text('store.no_stores')}</Text>
      ) : (
        <>
          <section className={styles.step} aria-labelledby="booking-slot">
            <Heading level={2} id="booking-slot">
              {i18n.text('booking.find_slot')}
            </Heading>
            {taken ? <Alert tone="danger" title={i18n.text('booking.no_slots')} /> : null}
            {activity.stores.length > 1 ? (
              <RadioGroup
                label={i18n.text('booking.choose_store')}
                value={String(storeId)}
                onValueChange={(next) => {
                  setStoreId(Number(next));
                  choose({ artistId: null });
                }}
                options={activity.stores.map((store) => ({
                  value: String(store.id),
                  label: store.name,
                }))}
              />
            ) : (
              <Text>{activity.stores[0]?.name}</Text>
            )}
            <SlotFinder
              key={storeId}
              activity={activity}
              storeId={storeId}
              choice={choice}
              onChoiceChange={choose}
            />
          </section>
          {choice.startsAt ? (
            <section className={styles.step} aria-labelledby="booking-contact">
              <Heading level={2} id="booking-contact">
                {i18n.text('booking.contact_details')}
              </Heading>
              {questions.data ? (
                <ContactForm
                  phoneRequired={questions.data.data.phoneRequired}
                  questions={questions.data.data.questions}
                  errors={errors}
                  submitLabel={submitLabel}
                  pending={book.isPending}
                  prefill={prefill}
                  onSubmit={(values) => {
                    const checked = checkBookingForm(values, {
                      activityId: activity.id,
                      storeId,
                      startsAt: choice.startsAt!,
                      artistId: choice.artistId,
                      callingCode: countries[i18n.country].callingCode,
                      phoneRequired: questions.data.data.phoneRequired,
                      questions: questions.data.data.questions,
                    });
                    setErrors(checked.errors ?? {});
                    if (checked.errors) {
                      notify({ type: 'error', title: i18n.text('booking.not_completed') });
                    } else {
                      book.mutate(checked.body);
                    }
                  }}
                />
              ) : (
                <Text tone="muted">{i18n.text('common.loading')}</Text>
              )}
            </section>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** The confirmation: its number, the time in store time, and the booking's manage page. */
function Confirmation({ reservation }: { reservation: Reservation }) {
  const i18n = useI18n();
  const heading = useRef<HTMLDivElement>(null);
  // The page changed under the shopper's submit: their reader starts from the news.
  useEffect(() => heading.current?.focus(), []);
  const { timeZone } = reservation;
  return (
    <Stack space="md">
      <div ref={heading} tabIndex={-1} className={styles.focusTarget}>
        <Heading level={1}>
          {i18n.text('booking.confirmed_title', { name: reservation.fullName })}
        </Heading>
      </div>
      <Text>
        {i18n.text('booking.confirmed_text', {
          date: i18n.formatDate(reservation.startsAt, { dateStyle: 'full', timeZone }),
          time: i18n.formatDate(reservation.startsAt, { timeStyle: 'short', timeZone }),
          email: reservation.email,
        })}
      </Text>
      <p className={styles.number}>
        {i18n.text('booking.confirmation_number', { number: reservation.confirmationNumber })}
      </p>
      {reservation.artist ? (
        <Text>{i18n.text('booking.with_artist', { name: reservation.artist.name })}</Text>
      ) : null}
      <ShopLink
        href={manageHref(reservation.activity.kind, reservation.id, reservation.accessToken)}
      >
        {i18n.text('booking.manage')}
      </ShopLink>
    </Stack>
  );
}
