import type { APIRequestContext, Page } from '@playwright/test';
import type { CountryCode } from '@beauty/i18n';
import {
  baseURL,
  COUNTRY_COOKIE,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  phone,
  test,
  visit,
} from './fixtures';
import { SANDBOX_ORIGIN } from './shops';
import { REQUIRED_CONSENTS } from './purchases';

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

/** The days of the coming two weeks with a free time at a store, in the store's zone. */
async function openDays(
  request: APIRequestContext,
  activity: Activity,
  storeId: number,
  country: CountryCode = 'sg',
): Promise<string[]> {
  const headers = { 'X-Site-Country': country, 'Accept-Language': 'en' };
  type Days = { data: { timeZone: string; days: { date: string; slotsCount: number }[] } };
  const daysFrom = async (date: string) =>
    (await (
      await request.get(
        `/api/web/v1/booking-service/available-slots/${activity.id}?storeId=${storeId}&date=${date}`,
        { headers },
      )
    ).json()) as Days;
  // The store's today: the answer names its zone.
  let answer = await daysFrom(new Date().toISOString().slice(0, 10));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: answer.data.timeZone }).format(
    new Date(),
  );
  if (answer.data.days[0]?.date !== today) answer = await daysFrom(today);
  return answer.data.days.filter((day) => day.slotsCount > 0).map((day) => day.date);
}

/** The first slot of a store's first open day, and its open days, as the API answers them. */
async function firstSlot(request: APIRequestContext, activity: Activity, storeId: number) {
  const days = await openDays(request, activity, storeId);
  const slots = (await (
    await request.get(
      `/api/web/v1/booking-service/time-slots/${activity.id}?storeId=${storeId}&date=${days[0]}`,
      { headers: SITE },
    )
  ).json()) as { data: { slots: { startsAt: string; artistIds: number[] }[] } };
  return { day: days[0]!, slot: slots.data.slots[0]!, openDays: days };
}

/** The words of the booking flow a test reads, in the page's language. */
const FLOW_WORDS = {
  en: { store: 'Choose a store', day: 'Choose a day', times: 'Available times' },
  th: { store: 'เลือกสาขา', day: 'เลือกวัน', times: 'เวลาที่ว่าง' },
  zh: { store: '選擇門市', day: '選擇日期', times: '可預約時間' },
} as const;

/** Chooses a store (when the activity has several), a day, and that day's first free time. */
async function chooseSlot(
  page: Page,
  {
    store,
    day,
    language = 'en',
  }: { store?: string; day: string; language?: keyof typeof FLOW_WORDS },
) {
  const words = FLOW_WORDS[language];
  // The booking messages load after the page: until then the server's form is not the shop's.
  // The page opens on the first store, whose days may all be taken: with a store to choose, its
  // chooser is what shows the page is the shop's.
  await expectHydrated(page.getByRole('radiogroup', { name: store ? words.store : words.day }));
  if (store) {
    await page
      .getByRole('radiogroup', { name: words.store })
      .getByRole('radio', { name: store })
      .check();
  }
  await page.getByRole('radiogroup', { name: words.day }).locator(`input[value="${day}"]`).check();
  await page.getByRole('radiogroup', { name: words.times }).getByRole('radio').first().click();
}

/** The first session with exactly `places` free, at the first of `stores` that has one. */
async function sessionWithPlaces(
  request: APIRequestContext,
  activity: Activity,
  stores: Activity['stores'],
  places: number,
) {
  for (const store of stores) {
    for (const day of await openDays(request, activity, store.id)) {
      const slots = (await (
        await request.get(
          `/api/web/v1/booking-service/time-slots/${activity.id}?storeId=${store.id}&date=${day}`,
          { headers: SITE },
        )
      ).json()) as { data: { slots: { startsAt: string; remainingCapacity: number }[] } };
      const session = slots.data.slots.find((slot) => slot.remainingCapacity === places);
      if (session) return { store, day, session };
    }
  }
  throw new Error(`No session of ${activity.slug} with ${places} places free`);
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
  const store = makeover.stores[0]!;
  const { day, slot, openDays: open } = await firstSlot(request, makeover, store.id);
  // The booking moves to another day: late in the store's day, its first may have no other time.
  const laterDay = open.find((other) => other > day)!;

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
  await chooseSlot(page, { day: laterDay });
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
  const { day, slot, openDays: openBefore } = await firstSlot(request, masterclass, store.id);
  for (const guest of ['one', 'two']) {
    await bookAsGuest(
      request,
      { activityId: masterclass.id, storeId: store.id, startsAt: slot.startsAt },
      `${guest}.masterclass@example.com`,
    );
  }
  await visit(page, `/happening/classes/${masterclass.id}`);
  const dayChooser = page.getByRole('radiogroup', { name: 'Choose a day' });
  if (openBefore.length > 1) {
    await expect(dayChooser.locator(`input[value="${day}"]`)).toBeDisabled();
  } else {
    // The class is weekly and the page shows two weeks: once this week's session has begun, the
    // one just filled was the only one left, and there is no day to choose.
    await expect(
      page.getByRole('heading', { name: 'No time slots available. Please choose another date.' }),
    ).toBeVisible();
    await expect(dayChooser).toHaveCount(0);
  }

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

// A phone in every project.
test.describe('on a phone', () => {
  test.use(phone);

  test('the store events and a service’s times read on a phone, in Thai', async ({ page }) => {
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
});

/** A fresh address per test and run: registration refuses one taken. */
const newEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/**
 * Registers a member of Singapore with a mobile number (set-up, through the API), then signs in
 * with the sign-in form, as a member does.
 */
async function signedInMember(page: Page, email: string) {
  const password = 'Blossom#2026';
  const registered = await page.request.post('/api/web/v1/user', {
    headers: SITE,
    data: {
      email,
      password,
      passwordConfirmation: password,
      firstName: 'Aisha',
      lastName: 'Lim',
      phone: { callingCode: '+65', number: '81234567' },
      birthday: null,
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(registered.status()).toBe(201);
  await visit(page, `/sign_in?return_to=${encodeURIComponent('/about')}`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('member-greeting')).toHaveText('Hi, Aisha');
}

test('a member books as themselves, then finds, moves and cancels it from their account', async ({
  page,
}) => {
  test.slow();
  const email = newEmail('aisha');
  await signedInMember(page, email);
  const consultation = await seededActivity(page.request, 'beauty-services', 'skin-consultation');
  const store = consultation.stores[1]!;
  const days = await openDays(page.request, consultation, store.id);

  await visit(page, `/happening/services/${consultation.id}`);
  await chooseSlot(page, { store: store.name, day: days[3]! });
  // Any available artist, unless one is chosen: the API assigns one.
  await expect(
    page
      .getByRole('radiogroup', { name: 'Choose an artist' })
      .getByRole('radio', { name: 'Any available artist' }),
  ).toBeChecked();
  // The member's own details fill the form.
  await expect(page.getByLabel('Full name')).toHaveValue('Aisha Lim');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone number')).toHaveValue('81234567');
  await page.getByLabel('Your skin type').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are booked, Aisha Lim!' }),
  ).toBeVisible();
  const number = (await page
    .getByRole('main')
    .getByText(/^Confirmation number: BK\d+$/)
    .textContent())!.replace('Confirmation number: ', '');
  const assigned = consultation.artists.map((artist) => artist.name);
  await expect(page.getByText(new RegExp(`^with (${assigned.join('|')})$`))).toBeVisible();
  // A member's booking needs no token: the manage link has none.
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
    'href',
    /^\/happening\/services\/reschedule\/\d+$/,
  );

  // The header's greeting leads to the account, and the account to the bookings.
  await visit(page, '/about');
  await page.getByRole('banner').getByRole('link', { name: 'Hi, Aisha' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'My bookings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const booking = page.getByTestId('member-booking').filter({ hasText: number });
  await expect(booking.getByRole('heading', { level: 2, name: 'Skin consultation' })).toBeVisible();
  await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(booking.getByText(store.name)).toBeVisible();
  await expectNoAxeViolations(page);

  await booking.getByRole('link', { name: `Manage booking ${number}` }).click();
  await expect(page).toHaveURL(/\/happening\/services\/reschedule\/\d+$/);
  // Another day: late in the store's day, the first may have no other time.
  await chooseSlot(page, { day: days[4]! });
  await page.getByRole('button', { name: 'Move my booking' }).click();
  await expect(page.getByText(/^Your booking has been moved to /)).toBeVisible();
  await page.getByRole('link', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  await visit(page, '/account/bookings');
  const cancelled = page.getByTestId('member-booking').filter({ hasText: number });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByRole('link', { name: 'Book again' })).toHaveAttribute(
    'href',
    `/happening/services/${consultation.id}`,
  );
  await expect(cancelled.getByRole('link', { name: /^Manage booking/ })).toHaveCount(0);
});

test('the booking provider’s returns show the booking and the way to manage it', async ({
  page,
  request,
}) => {
  const brows = await seededActivity(request, 'beauty-services', 'brow-shaping');
  const store = brows.stores[2]!;
  const days = await openDays(request, brows, store.id);
  const slots = (await (
    await request.get(
      `/api/web/v1/booking-service/time-slots/${brows.id}?storeId=${store.id}&date=${days[1]}`,
      { headers: SITE },
    )
  ).json()) as { data: { slots: { startsAt: string }[] } };
  const booked = await bookAsGuest(
    request,
    { activityId: brows.id, storeId: store.id, startsAt: slots.data.slots[0]!.startsAt },
    'booxi.return@example.com',
  );
  const token = encodeURIComponent(booked.accessToken!);
  await visit(page, `/happening/services/booxi/success?id=${booked.id}&token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(booked.confirmationNumber)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
    'href',
    `/happening/services/reschedule/${booked.id}?token=${token}`,
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await visit(page, '/happening/services/booxi/cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beauty services' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest is sent to sign in from the bookings of an account', async ({ page }) => {
  await visit(page, '/account/bookings');
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount%2Fbookings/);
});

test('two shoppers race for the last place of a class: one gets it, the other is told', async ({
  browser,
  request,
}) => {
  test.slow();
  const masterclass = await seededActivity(request, 'beauty-classes', 'glow-skin-masterclass');
  // A session with both its places on sale free, at a store no other test books the masterclass
  // at (the last first: a retry takes the next one); one of the two is taken.
  const { store, day, session } = await sessionWithPlaces(
    request,
    masterclass,
    masterclass.stores.slice(1).reverse(),
    2,
  );
  await bookAsGuest(
    request,
    { activityId: masterclass.id, storeId: store.id, startsAt: session.startsAt },
    'first.in@example.com',
  );

  const shoppers = await Promise.all(
    ['Nur Aziz', 'Ravi Menon'].map(async (name) => {
      const context = await browser.newContext({ baseURL: baseURL() });
      const page = await context.newPage();
      await visit(page, `/happening/classes/${masterclass.id}`);
      await chooseSlot(page, { store: store.name, day: day! });
      await expect(page.getByText('1 spot left').first()).toBeVisible();
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Email').fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`);
      return { name, page, context };
    }),
  );
  await Promise.all(
    shoppers.map(({ page }) => page.getByRole('button', { name: 'Sign up' }).click()),
  );
  const outcome = await Promise.all(
    shoppers.map(async ({ name, page }) => {
      const booked = page.getByRole('heading', { level: 1, name: `You are booked, ${name}!` });
      // Said where the loser chooses again (besides the notification, which goes in 3 s).
      const refused = page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'No time slots available. Please choose another date.' });
      await expect(booked.or(refused)).toBeVisible();
      return (await booked.isVisible()) ? 'booked' : 'refused';
    }),
  );
  expect(outcome.toSorted()).toEqual(['booked', 'refused']);
  // The one who lost no longer gets that day offered: the session is full.
  const loser = shoppers[outcome.indexOf('refused')]!.page;
  await expect(loser.locator(`input[value="${day}"]:not([disabled])`)).toHaveCount(0);
  await Promise.all(shoppers.map(({ context }) => context.close()));
});

// A phone in every project.
test.describe('on a phone', () => {
  test.use(phone);

  test('a guest books a service on a phone, in Thai, and manages it', async ({ page, request }) => {
    test.slow();
    const headers = { 'X-Site-Country': 'th', 'Accept-Language': 'th' };
    const list = (await (
      await request.get('/api/web/v1/booking-services/beauty-services', { headers })
    ).json()) as { data: Activity[] };
    const brows = list.data.find((activity) => activity.slug === 'brow-shaping')!;
    // The desktop and the phone run each take a store of their own.
    const store = brows.stores[test.info().project.name === 'mobile' ? 2 : 1]!;
    const days = await openDays(request, brows, store.id, 'th');

    await visit(page, '/happening/beauty-services', { country: 'th', language: 'th' });
    await page.getByRole('article', { name: brows.name }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: brows.name })).toBeVisible();
    await chooseSlot(page, { store: store.name, day: days[2]!, language: 'th' });
    await page.getByRole('button', { name: 'จองเลย' }).click();
    // The form's messages, in Thai.
    await expect(page.getByLabel('ชื่อ-นามสกุล')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจดี');
    await page.getByLabel('อีเมล').fill('somying@example.com');
    await page.getByLabel('หมายเลขโทรศัพท์').fill('812345678');
    // The notes question is a text area, its characters counted.
    const notes = page.getByRole('textbox', { name: /มีอะไรที่เราควรทราบไหม/ });
    await notes.fill('ผิวแพ้ง่าย');
    await expect(page.getByText('10/300 ตัวอักษร')).toBeVisible();
    await page.getByRole('button', { name: 'จองเลย' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'จองสำเร็จแล้ว คุณสมหญิง ใจดี!' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/^หมายเลขยืนยัน: BK\d+$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'จัดการการจองของคุณ' }).click();
    await expect(page.getByText('ยืนยันแล้ว', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'ยกเลิกการจอง' }).click();
    await page.getByRole('button', { name: 'ยกเลิกการจอง' }).click();
    await expect(page.getByText('ยกเลิกแล้ว', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a guest signs up to a class in Chinese, in Hong Kong', async ({ page, request }) => {
  test.slow();
  const list = (await (
    await request.get('/api/web/v1/booking-services/beauty-classes', {
      headers: { 'X-Site-Country': 'hk', 'Accept-Language': 'zh' },
    })
  ).json()) as { data: Activity[] };
  const everyday = list.data.find((activity) => activity.slug === 'everyday-makeup-class')!;
  const store = everyday.stores[0]!;
  const days = await openDays(request, everyday, store.id, 'hk');

  await visit(page, `/happening/classes/${everyday.id}`, { country: 'hk', language: 'zh' });
  await expect(page.getByRole('heading', { level: 1, name: everyday.name })).toBeVisible();
  await expect(page.getByText('價格：免費')).toBeVisible();
  await chooseSlot(page, {
    ...(everyday.stores.length > 1 && { store: store.name }),
    day: days[1]!,
    language: 'zh',
  });
  await page.getByRole('button', { name: '立即報名' }).click();
  await expect(page.getByText('請填寫全名')).toBeVisible();
  await page.getByLabel('全名').fill('陳美玲');
  await page.getByLabel('電郵').fill('meiling@example.com');
  await page.getByRole('button', { name: '立即報名' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '陳美玲，預約成功！' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^確認編號：BK\d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '管理預約' }).click();
  await expect(page).toHaveURL(/\/happening\/classes\/cancel\/\d+\?token=/);
  await expect(page.getByText('已確認', { exact: true })).toBeVisible();
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
