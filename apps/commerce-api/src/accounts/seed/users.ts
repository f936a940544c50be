import type { CountryCode } from '@beauty/commerce-sdk/contract';

export interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  country: CountryCode;
  /** Beauty Pass tier; pink members are shown as white. */
  tier: 'pink' | 'white' | 'black' | 'gold';
  points: number;
  isEmployee: boolean;
  segments: string[];
}

/** The password of every seeded member, for tests and demos (never used outside this seed). */
export const SEEDED_USER_PASSWORD = 'Beauty#2026';

export const userSeeds: readonly UserSeed[] = [
  {
    email: 'pink.member@example.com',
    firstName: 'Mei',
    lastName: 'Tan',
    country: 'sg',
    tier: 'pink',
    points: 120,
    isEmployee: false,
    segments: [],
  },
  {
    email: 'white.member@example.com',
    firstName: 'Aisha',
    lastName: 'Rahman',
    country: 'my',
    tier: 'white',
    points: 480,
    isEmployee: false,
    segments: [],
  },
  {
    email: 'black.member@example.com',
    firstName: 'Somchai',
    lastName: 'Wongsakul',
    country: 'th',
    tier: 'black',
    points: 2_350,
    isEmployee: false,
    segments: ['black'],
  },
  {
    email: 'gold.member@example.com',
    firstName: 'Ka Yan',
    lastName: 'Chan',
    country: 'hk',
    tier: 'gold',
    points: 8_900,
    isEmployee: false,
    segments: ['gold'],
  },
  {
    email: 'staff.member@example.com',
    firstName: 'Putri',
    lastName: 'Santoso',
    country: 'id',
    tier: 'black',
    points: 1_200,
    isEmployee: true,
    segments: ['staff'],
  },
  {
    email: 'new.member@example.com',
    firstName: 'Olivia',
    lastName: 'Smith',
    country: 'au',
    tier: 'white',
    points: 0,
    isEmployee: false,
    segments: [],
  },
];
