import type { APIRequestContext, Page } from '@playwright/test';
import {
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  test,
  visit,
} from './fixtures';
import { SANDBOX_ORIGIN } from './shops';

// Booking in Singapore as a guest: the seeded services (daily at every store, two artists each),
// classes (the masterclass has 2 places on sale each Saturday) and events.

interface Activity {
  id: number;
  slug: string;
  name: string;
  stores: { id: number; name: string }[];
  artists: { id: number; name: string }[];
}
interface Reservation {
  id: number;
  confirmationNumber: string;
  accessToken?: string | null;
}

const SITE = { 'X-Site-Country': 'sg', 'Accept-Language': 'en' };

/** A seeded activity of Singapore by slug, read from its list. */
async function seededActivity(request: APIRequestContext, list: string, slug: string) {
  const answer = await request.get(`/api/web/v1/booking-services/${list}`, { headers: SITE });
  const activities = ((await answer.json()) as { data: Activity[] }).data;
  const activity = activities.find((candidate) => candidate.slug === slug);
  if (!activity) throw new Error(`No seeded ${slug} in ${list}`);
  return activity;
}

/** The first slot of the first day with one at a store, as the API answers it. */
async function firstSlot(request: APIRequestContext, activity: Activity, storeId: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
  const days = (await (
    await request.get(
      `/api/web/v1/booking-service/available-slots/${activity.id}?storeId=${storeId}&date=${today}`,
      { headers: SITE },
    )
  ).json()) as { data: { days: { date: string; slotsCount: number }[] } };
  const day = days.data.days.find((candidate) => candidate.slotsCount > 0)!;
  const slots = (await (
    await request.get(
      `/api/web/v1/booking-service/time-slots/${activity.id}?storeId=${storeId}&date=${day.date}`,
      { headers: SITE },
    )
  ).json()) as { data: { slots: { startsAt: string; artistIds: number[] }[] } };
  return { day: day.date, slot: slots.data.slots[0]! };
}

/** Books a slot through the API as a guest. */
async function bookAsGuest(
  request: APIRequestContext,
  body: { activityId: number; storeId: number; startsAt: string; answers?: unknown[] },
  email: string,
): Promise<Reservation> {
  const answer = await request.post('/api/web/v1/reservation-service/create', {
    headers: SITE,
    data: {
      artistId: null,
      fullName: 'Ana Cruz',
      email,
      phone: { callingCode: '+65', number: '91234567' },
      answers: [],
      ...body,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: Reservation }).data;
}

/** A time as Singapore reads it (`2:00 pm`), whatever the browser's own zone. */
const singaporeTime = (instant: string) =>
  new Intl.DateTimeFormat('en-SG', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Singapore',
  }).format(new Date(instant));

test('a guest books a service with an artist, then reschedules and cancels it', async ({
  page,
  request,
}) => {
  test.slow();
  const makeover = await seededActivity(request, 'beauty-services', 'signature-makeover');
  const { slot } = await firstSlot(request, makeover, makeover.stores[0]!.id);

  await visit(page, '/happening/beauty-services');
  await expect(page.getByRole('heading', { level: 1, name: 'Beauty services' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Signature makeover' });
  await expect(card).toContainText('Price: $45.00');
  await expect(card).toContainText('60 minutes');
  await expect(page.getByRole('article', { name: 'Skin consultation' })).toContainText(
    'Price: Free',
  );
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Signature makeover' }).click();
  await expect(page).toHaveURL(new RegExp(`/happening/services/${makeover.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Signature makeover' })).toBeVisible();
  // The blank layout: no shop header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(
    page.getByText('Times are shown in the store’s local time (Asia/Singapore).'),
  ).toBeVisible();

  // Times read as the store's, whatever the browser's zone.
  const times = page.getByRole('radiogroup', { name: 'Available times' });
  await expect(times.getByRole('radio').first()).toHaveAccessibleName(singaporeTime(slot.startsAt));
  const artists = page.getByRole('radiogroup', { name: 'Choose an artist' });
  await expect(artists.getByRole('radio', { name: 'Any available artist' })).toBeChecked();
  // The first time's artist, by name: choosing them keeps that time.
  const artistName = makeover.artists.find((one) => one.id === slot.artistIds[0])!.name;
  await artists.getByRole('radio', { name: artistName }).check();
  await times.getByRole('radio').first().click();
  await expectNoAxeViolations(page);

  // The booking form's messages, from the contract's schema as typed.
  const book = page.getByRole('button', { name: 'Book now' });
  await book.click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Required field')).toHaveCount(2);
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.getByLabel('Full name').fill('Mei Tan');
  await page.getByLabel('Email').fill('mei.tan@example.com');
  await page.getByLabel('Phone number').fill('12');
  await page.getByLabel('Which look would you like?').selectOption('Glam');
  await page.getByLabel(/Anything we should know/).fill('x'.repeat(301));
  await book.click();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await expect(page.getByText('Character limit exceeded')).toBeVisible();
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByLabel(/Anything we should know/).fill('Sensitive skin');
  await book.click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'You are booked, Mei Tan!' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Confirmation number: BK\d+$/)).toBeVisible();
  await expect(page.getByText(`with ${artistName}`)).toBeVisible();

  // Manage: the guest's link carries the booking's token.
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page).toHaveURL(/\/happening\/services\/reschedule\/\d+\?token=/);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const newTimes = page.getByRole('radiogroup', { name: 'Available times' });
  await newTimes.getByRole('radio').nth(1).click();
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByText(/^Your booking has been moved to /)).toBeVisible();
  await expect(page.getByText('Rescheduled', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Cancel booking' }).click();
  await expect(page).toHaveURL(/\/happening\/services\/cancel\/\d+\?token=/);
  await expect(page.getByText('Are you sure you want to cancel your booking?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Your booking has been cancelled.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});

test('a guest signs up to a class; a class with no place left cannot be chosen', async ({
  page,
  request,
}) => {
  test.slow();
  // The masterclass's 2 places on sale at the first store's next session are taken.
  const masterclass = await seededActivity(request, 'beauty-classes', 'glow-skin-masterclass');
  const store = masterclass.stores[0]!;
  const { day, slot } = await firstSlot(request, masterclass, store.id);
  for (const guest of ['one', 'two']) {
    await bookAsGuest(
      request,
      { activityId: masterclass.id, storeId: store.id, startsAt: slot.startsAt },
      `${guest}.masterclass@example.com`,
    );
  }
  await visit(page, `/happening/classes/${masterclass.id}`);
  const fullDay = page
    .getByRole('radiogroup', { name: 'Choose a day' })
    .locator(`input[value="${day}"]`);
  await expect(fullDay).toBeDisabled();

  // A free class: no phone needed.
  await visit(page, '/happening/beauty-classes');
  await page.getByRole('link', { name: 'Five-minute everyday makeup' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Five-minute everyday makeup' }),
  ).toBeVisible();
  await expect(page.getByText('Price: Free')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Available times' })
    .getByRole('radio')
    .first()
    .click();
  // The next session's places, and the chosen time's.
  await expect(page.getByText(/spots left$/)).toHaveCount(2);
  await page.getByLabel('Full name').fill('Siti Rahman');
  await page.getByLabel('Email').fill('siti@example.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are booked, Siti Rahman!' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Confirmation number: BK\d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page).toHaveURL(/\/happening\/classes\/cancel\/\d+\?token=/);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
});

test('the store events and a service’s times read on a phone, in Thai @mobile', async ({
  page,
}) => {
  await visit(page, '/happening/store-events', { country: 'th', language: 'th' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The Gold insider night: every place held.
  await expect(page.getByText('เต็มแล้ว').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await visit(page, '/happening/beauty-services', { country: 'th', language: 'th' });
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByText('เวลาที่แสดงเป็นเวลาท้องถิ่นของสาขา (Asia/Bangkok)')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'เวลาที่ว่าง' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Expiring a booking needs the API's sandbox, which production mode refuses: the sandbox shop.
test.describe('outside production mode', () => {
  const ORIGIN = SANDBOX_ORIGIN;

  const open = async (page: Page, path: string) => {
    await page.context().addCookies([{ name: COUNTRY_COOKIE, value: 'sg', url: ORIGIN }]);
    await page.goto(`${ORIGIN}${path}`);
    await expectHydrated(page.locator('body'));
  };

  test('an expired booking refuses both rescheduling and cancelling', async ({
    page,
    playwright,
  }) => {
    test.slow();
    const request = await playwright.request.newContext({ baseURL: ORIGIN });
    const brows = await seededActivity(request, 'beauty-services', 'brow-shaping');
    const { slot } = await firstSlot(request, brows, brows.stores[0]!.id);
    const booked = await bookAsGuest(
      request,
      { activityId: brows.id, storeId: brows.stores[0]!.id, startsAt: slot.startsAt },
      'expired.booking@example.com',
    );
    const expired = await request.post(`/api/web/v1/sandbox/reservations/${booked.id}/expire`, {
      headers: SITE,
    });
    expect(expired.status()).toBe(200);
    await request.dispose();

    const token = encodeURIComponent(booked.accessToken!);
    for (const path of [
      `/happening/services/reschedule/${booked.id}?token=${token}`,
      `/happening/services/cancel/${booked.id}?token=${token}`,
    ]) {
      await open(page, path);
      await expect(
        page.getByText('This booking has expired and can no longer be rescheduled or cancelled.'),
      ).toBeVisible();
      await expect(page.getByText('Expired', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move my booking' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    // The sandbox's index leads to its happening widgets, which show the seeded lists.
    await open(page, '/sandbox');
    await page.getByRole('link', { name: '/sandbox/happening' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Happening widgets' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Signature makeover' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The search calls' raw answers, for a text.
    await open(page, '/sandbox/search?q=mascara');
    await expect(page.getByRole('heading', { level: 1, name: 'Search answers' })).toBeVisible();
    const raw = page.getByRole('region', { name: 'Raw answer of search', exact: true });
    await expect(raw).toContainText('"data"');
  });
});
