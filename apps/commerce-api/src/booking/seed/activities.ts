import type { ActivityKind, CountryCode } from '@beauty/commerce-sdk/contract';
import type { LocalisedText } from '../../seed/localised.js';

/** A question of a seeded activity's booking form. */
export interface QuestionSeed {
  type: 'text' | 'textarea' | 'select' | 'checkbox';
  label: LocalisedText;
  /** Choices of a select, per language. */
  options?: Record<keyof LocalisedText, string[]>;
  required: boolean;
  maxLength?: number;
}

/**
 * When an activity runs at a store: weekdays (0 Sunday) every n weeks from `startsOn`, at local
 * times, until `endsOn` (a day long past for the past ones). Sessions are computed on read.
 */
export interface ScheduleSeed {
  startsOn: string;
  endsOn?: string;
  everyWeeks?: number;
  weekdays: number[];
  times: string[];
  /** Places kept for invited guests (a full event holds them all). */
  heldSeats?: number;
  /** Only at the country's flagship store (its first), not at every store. */
  flagshipOnly?: boolean;
}

/** An activity seeded in every country. */
export interface ActivitySeed {
  slug: string;
  kind: ActivityKind;
  group: string;
  name: LocalisedText;
  description: LocalisedText;
  durationMinutes: number;
  /** Major units per country; absent: free. */
  price?: Record<CountryCode, number>;
  capacity?: number;
  phoneRequired: boolean;
  schedule: ScheduleSeed;
  questions: QuestionSeed[];
}

const hourly = (from: number, to: number, minute = '00') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:${minute}`);
const everyDay = [0, 1, 2, 3, 4, 5, 6];
/** A Sunday long before the seed ran: recurring schedules count their weeks from it. */
const SINCE = '2026-01-04';

const lookQuestion: QuestionSeed = {
  type: 'select',
  label: {
    en: 'Which look would you like?',
    zh: '您想要哪種妝容？',
    id: 'Kamu ingin tampilan seperti apa?',
    th: 'คุณต้องการลุคแบบไหน',
  },
  options: {
    en: ['Natural', 'Glam', 'Bridal'],
    zh: ['自然', '華麗', '新娘'],
    id: ['Natural', 'Glamor', 'Pengantin'],
    th: ['เป็นธรรมชาติ', 'แกลม', 'เจ้าสาว'],
  },
  required: true,
};
const notesQuestion: QuestionSeed = {
  type: 'textarea',
  label: {
    en: 'Anything we should know? (allergies, sensitive skin)',
    zh: '有什麼需要我們注意的嗎？（過敏、敏感肌膚）',
    id: 'Ada yang perlu kami ketahui? (alergi, kulit sensitif)',
    th: 'มีอะไรที่เราควรทราบไหม (อาการแพ้ ผิวแพ้ง่าย)',
  },
  required: false,
  maxLength: 300,
};

/** The happening of every country: 3 services, 3 classes (one past), 3 events (one past, one full). */
export const activitySeeds: readonly ActivitySeed[] = [
  {
    slug: 'signature-makeover',
    kind: 'service',
    group: 'makeup-services',
    name: {
      en: 'Signature makeover',
      zh: '招牌妝容改造',
      id: 'Makeover khas',
      th: 'ซิกเนเจอร์เมคโอเวอร์',
    },
    description: {
      en: 'A full face with one of our artists, from skin prep to lashes, with the products written down for you to take home.',
      zh: '由我們的彩妝師為您完成全臉妝容，從妝前保養到睫毛，並為您記下所用產品。',
      id: 'Riasan wajah lengkap bersama artist kami, dari persiapan kulit sampai bulu mata, lengkap dengan catatan produk untuk kamu bawa pulang.',
      th: 'แต่งหน้าเต็มหน้ากับช่างแต่งหน้าของเรา ตั้งแต่เตรียมผิวจนถึงขนตา พร้อมรายการผลิตภัณฑ์ให้คุณนำกลับบ้าน',
    },
    durationMinutes: 60,
    price: { sg: 45, au: 55, nz: 60, my: 150, hk: 280, th: 1200, ph: 2000, id: 450_000 },
    phoneRequired: true,
    schedule: { startsOn: SINCE, weekdays: everyDay, times: hourly(11, 19) },
    questions: [lookQuestion, notesQuestion],
  },
  {
    slug: 'skin-consultation',
    kind: 'service',
    group: 'skincare-services',
    name: {
      en: 'Skin consultation',
      zh: '肌膚諮詢',
      id: 'Konsultasi kulit',
      th: 'ปรึกษาเรื่องผิว',
    },
    description: {
      en: 'A skin analysis and a routine made for you, morning and night. Free, with samples to try.',
      zh: '肌膚分析及為您度身訂造的早晚護膚程序。免費，附送試用裝。',
      id: 'Analisis kulit dan rutinitas pagi dan malam yang dibuat khusus untukmu. Gratis, dengan sampel untuk dicoba.',
      th: 'วิเคราะห์ผิวและจัดรูทีนเช้าและเย็นสำหรับคุณ ฟรี พร้อมตัวอย่างผลิตภัณฑ์ให้ทดลอง',
    },
    durationMinutes: 30,
    phoneRequired: true,
    schedule: { startsOn: SINCE, weekdays: everyDay, times: hourly(10, 19, '30') },
    questions: [
      {
        type: 'select',
        label: {
          en: 'Your skin type',
          zh: '您的膚質',
          id: 'Jenis kulitmu',
          th: 'สภาพผิวของคุณ',
        },
        options: {
          en: ['Dry', 'Oily', 'Combination', 'Sensitive', 'Not sure'],
          zh: ['乾性', '油性', '混合性', '敏感性', '不確定'],
          id: ['Kering', 'Berminyak', 'Kombinasi', 'Sensitif', 'Belum tahu'],
          th: ['ผิวแห้ง', 'ผิวมัน', 'ผิวผสม', 'ผิวแพ้ง่าย', 'ไม่แน่ใจ'],
        },
        required: true,
      },
      notesQuestion,
    ],
  },
  {
    slug: 'brow-shaping',
    kind: 'service',
    group: 'makeup-services',
    name: {
      en: 'Brow shaping and tint',
      zh: '眉形修整及染眉',
      id: 'Bentuk dan warnai alis',
      th: 'จัดทรงและย้อมสีคิ้ว',
    },
    description: {
      en: 'Brows mapped to your face, shaped and tinted to match your hair.',
      zh: '根據您的臉型設計眉形，修整並染成與髮色相襯的顏色。',
      id: 'Alis dipetakan sesuai bentuk wajahmu, dirapikan dan diwarnai senada dengan rambutmu.',
      th: 'ออกแบบคิ้วให้เข้ากับรูปหน้า จัดทรงและย้อมสีให้เข้ากับสีผม',
    },
    durationMinutes: 30,
    price: { sg: 35, au: 40, nz: 45, my: 100, hk: 200, th: 800, ph: 1500, id: 300_000 },
    phoneRequired: true,
    schedule: { startsOn: SINCE, weekdays: everyDay, times: hourly(11, 19, '30') },
    questions: [notesQuestion],
  },
  {
    slug: 'glow-skin-masterclass',
    kind: 'class',
    group: 'beauty-classes',
    name: {
      en: 'Glowing skin masterclass',
      zh: '亮澤肌膚大師班',
      id: 'Masterclass kulit glowing',
      th: 'มาสเตอร์คลาสผิวโกลว์',
    },
    description: {
      en: 'Layering serums, SPF that sits well under makeup and a dewy base in ten minutes. Small group, products to take home.',
      zh: '精華層疊、適合上妝前使用的防曬，以及十分鐘打造水光底妝。小班教學，附送產品。',
      id: 'Cara melapisi serum, SPF yang nyaman di bawah makeup, dan base dewy dalam sepuluh menit. Kelas kecil, produk untuk dibawa pulang.',
      th: 'เทคนิคเลเยอร์เซรั่ม กันแดดที่เข้ากับเมคอัพ และเบสฉ่ำวาวในสิบนาที กลุ่มเล็ก พร้อมผลิตภัณฑ์กลับบ้าน',
    },
    durationMinutes: 90,
    price: { sg: 60, au: 70, nz: 75, my: 180, hk: 350, th: 1500, ph: 2500, id: 600_000 },
    capacity: 8,
    phoneRequired: false,
    // Six of the eight places are kept for Beauty Pass guests: two are on sale each week.
    schedule: { startsOn: SINCE, weekdays: [6], times: ['14:00'], heldSeats: 6 },
    questions: [notesQuestion],
  },
  {
    slug: 'everyday-makeup-class',
    kind: 'class',
    group: 'beauty-classes',
    name: {
      en: 'Five-minute everyday makeup',
      zh: '五分鐘日常妝容',
      id: 'Makeup harian lima menit',
      th: 'แต่งหน้าประจำวันในห้านาที',
    },
    description: {
      en: 'A quick, polished look for work and weekends, step by step with our artists. Free to join.',
      zh: '與我們的彩妝師一步步學習適合上班和週末的快速精緻妝容。免費參加。',
      id: 'Tampilan cepat dan rapi untuk kerja dan akhir pekan, langkah demi langkah bersama artist kami. Gratis.',
      th: 'ลุคเรียบหรูสำหรับวันทำงานและวันหยุด ทีละขั้นตอนกับช่างแต่งหน้าของเรา เข้าร่วมฟรี',
    },
    durationMinutes: 60,
    capacity: 10,
    phoneRequired: false,
    schedule: { startsOn: SINCE, weekdays: [0, 3], times: ['11:00'] },
    questions: [],
  },
  {
    slug: 'fragrance-layering-class',
    kind: 'class',
    group: 'beauty-classes',
    name: {
      en: 'Fragrance layering workshop',
      zh: '香氛疊擦工作坊',
      id: 'Workshop layering parfum',
      th: 'เวิร์กช็อปเลเยอร์น้ำหอม',
    },
    description: {
      en: 'Find your signature scent by layering notes. This spring series has ended.',
      zh: '透過疊擦香調找出您的專屬香氣。本春季系列已結束。',
      id: 'Temukan aroma khasmu dengan melapisi berbagai notes. Seri musim semi ini sudah berakhir.',
      th: 'ค้นหากลิ่นหอมประจำตัวด้วยการเลเยอร์โน้ตน้ำหอม ซีรีส์ฤดูใบไม้ผลินี้จบแล้ว',
    },
    durationMinutes: 60,
    price: { sg: 40, au: 45, nz: 50, my: 120, hk: 230, th: 1000, ph: 1800, id: 400_000 },
    capacity: 12,
    phoneRequired: false,
    schedule: { startsOn: '2026-03-01', endsOn: '2026-05-31', weekdays: [6], times: ['15:00'] },
    questions: [],
  },
  {
    slug: 'gold-insider-night',
    kind: 'event',
    group: 'store-events',
    name: {
      en: 'Beauty Pass Gold insider night',
      zh: 'Beauty Pass 金卡會員專屬之夜',
      id: 'Malam eksklusif Beauty Pass Gold',
      th: 'ค่ำคืนพิเศษสำหรับสมาชิก Beauty Pass Gold',
    },
    description: {
      en: 'Early access to new launches, mini makeovers and gifts for Gold members. By invitation: fully booked.',
      zh: '為金卡會員提前發售新品，並提供迷你妝容及禮品。僅限受邀嘉賓：名額已滿。',
      id: 'Akses lebih awal ke produk baru, mini makeover, dan hadiah untuk member Gold. Khusus undangan: sudah penuh.',
      th: 'สิทธิ์ช้อปสินค้าใหม่ก่อนใคร มินิเมคโอเวอร์ และของขวัญสำหรับสมาชิก Gold เฉพาะผู้ได้รับเชิญ: เต็มแล้ว',
    },
    durationMinutes: 120,
    capacity: 30,
    phoneRequired: false,
    schedule: {
      startsOn: SINCE,
      everyWeeks: 4,
      weekdays: [5],
      times: ['19:00'],
      heldSeats: 30,
      flagshipOnly: true,
    },
    questions: [],
  },
  {
    slug: 'new-launch-party',
    kind: 'event',
    group: 'store-events',
    name: {
      en: 'New launches party',
      zh: '新品發佈派對',
      id: 'Pesta produk baru',
      th: 'ปาร์ตี้เปิดตัวสินค้าใหม่',
    },
    description: {
      en: 'Try the fortnight’s new arrivals with the brands’ artists, with drinks and a goodie bag. Free entry.',
      zh: '與品牌彩妝師一起試用兩週內的新品，並有飲品及禮品袋。免費入場。',
      id: 'Coba produk baru dua minggu ini bersama artist dari brand, dengan minuman dan goodie bag. Gratis.',
      th: 'ทดลองสินค้าใหม่ประจำสองสัปดาห์กับช่างแต่งหน้าของแบรนด์ พร้อมเครื่องดื่มและถุงของขวัญ เข้าฟรี',
    },
    durationMinutes: 120,
    capacity: 40,
    phoneRequired: false,
    schedule: {
      startsOn: SINCE,
      everyWeeks: 2,
      weekdays: [6],
      times: ['18:00'],
      flagshipOnly: true,
    },
    questions: [
      {
        type: 'checkbox',
        label: {
          en: 'I agree to be photographed at the event',
          zh: '我同意在活動中被拍照',
          id: 'Saya setuju difoto selama acara',
          th: 'ฉันยินยอมให้ถ่ายภาพในงาน',
        },
        required: false,
      },
    ],
  },
  {
    slug: 'clean-beauty-fair',
    kind: 'event',
    group: 'store-events',
    name: {
      en: 'Clean beauty fair',
      zh: '純淨美妝市集',
      id: 'Pameran clean beauty',
      th: 'งานแฟร์คลีนบิวตี้',
    },
    description: {
      en: 'A day with the clean beauty brands: talks, testers and refills. This event has taken place.',
      zh: '與純淨美妝品牌共度一天：講座、試用及補充裝。本活動已舉行。',
      id: 'Sehari bersama brand clean beauty: talkshow, tester, dan isi ulang. Acara ini sudah berlangsung.',
      th: 'หนึ่งวันกับแบรนด์คลีนบิวตี้ ทั้งทอล์ก เทสเตอร์ และรีฟิล งานนี้จัดไปแล้ว',
    },
    durationMinutes: 240,
    capacity: 60,
    phoneRequired: false,
    schedule: {
      startsOn: '2026-04-18',
      endsOn: '2026-04-18',
      weekdays: [6],
      times: ['11:00'],
      flagshipOnly: true,
    },
    questions: [],
  },
];

/** Artists' names per country: two work at each store, in this order. */
export const artistNames: Readonly<Record<CountryCode, readonly string[]>> = {
  sg: [
    'Rachel Lim',
    'Daniel Tan',
    'Nur Aisyah',
    'Priya Menon',
    'Jolene Ng',
    'Marcus Goh',
    'Huiling Chua',
    'Farah Rahman',
    'Ethan Koh',
    'Siti Zulaikha',
    'Chloe Teo',
    'Arjun Pillai',
  ],
  au: [
    'Olivia Brown',
    'Jack Wilson',
    'Mia Nguyen',
    'Chloe Taylor',
    'Liam Smith',
    'Zara Ahmed',
    'Grace Kelly',
    'Noah Martin',
  ],
  nz: [
    'Aroha Ngata',
    'Sophie Clarke',
    'Tama Wiremu',
    'Emily Walker',
    'Hannah Scott',
    'Mere Parata',
  ],
  my: [
    'Nurul Izzah',
    'Mei Ling Wong',
    'Kavitha Raj',
    'Amir Hakim',
    'Siew Yen Lee',
    'Aina Sofea',
    'Deepa Nair',
    'Hafiz Rahman',
  ],
  hk: ['Ka Yan Chan', 'Wing Lam', 'Hoi Ting Ng', 'Chi Ho Wong', 'Mandy Cheung', 'Sze Wai Lau'],
  id: ['Putri Ayu', 'Dewi Lestari', 'Rizky Pratama', 'Nadia Putri', 'Bayu Saputra', 'Ratna Sari'],
  ph: [
    'Angelica Santos',
    'Joshua Reyes',
    'Patricia Cruz',
    'Miguel Garcia',
    'Bea Villanueva',
    'Carla Mendoza',
  ],
  th: [
    'Ploy Srisuk',
    'Nattapong Chai',
    'Pim Rattanakul',
    'Kanya Boonmee',
    'Arthit Saelim',
    'Mint Chaiyaporn',
    'Fah Wongsa',
    'Bank Thongdee',
  ],
};

/** Groups of activities, in the order the happening pages show them. */
export const groupSeeds: readonly { slug: string; kind: ActivityKind; name: LocalisedText }[] = [
  {
    slug: 'makeup-services',
    kind: 'service',
    name: { en: 'Makeup services', zh: '彩妝服務', id: 'Layanan makeup', th: 'บริการแต่งหน้า' },
  },
  {
    slug: 'skincare-services',
    kind: 'service',
    name: {
      en: 'Skincare services',
      zh: '護膚服務',
      id: 'Layanan perawatan kulit',
      th: 'บริการดูแลผิว',
    },
  },
  {
    slug: 'beauty-classes',
    kind: 'class',
    name: { en: 'Beauty classes', zh: '美容課程', id: 'Kelas kecantikan', th: 'คลาสความงาม' },
  },
  {
    slug: 'store-events',
    kind: 'event',
    name: { en: 'Store events', zh: '門店活動', id: 'Acara di toko', th: 'อีเวนต์ที่สาขา' },
  },
];

/** The booking landing pages (`booking-services/pages`). */
export const pageSeeds: readonly {
  slug: string;
  kind: ActivityKind;
  title: LocalisedText;
  description: LocalisedText;
}[] = [
  {
    slug: 'beauty-services',
    kind: 'service',
    title: { en: 'Beauty services', zh: '美容服務', id: 'Layanan kecantikan', th: 'บริการความงาม' },
    description: {
      en: 'Book a makeover, a skin consultation or brows with our artists, in store.',
      zh: '預約我們門店彩妝師的妝容改造、肌膚諮詢或眉形服務。',
      id: 'Booking makeover, konsultasi kulit, atau alis bersama artist kami di toko.',
      th: 'จองเมคโอเวอร์ ปรึกษาเรื่องผิว หรือจัดทรงคิ้วกับช่างแต่งหน้าของเราที่สาขา',
    },
  },
  {
    slug: 'beauty-classes',
    kind: 'class',
    title: { en: 'Beauty classes', zh: '美容課程', id: 'Kelas kecantikan', th: 'คลาสความงาม' },
    description: {
      en: 'Learn new techniques in small groups, from skincare to everyday makeup.',
      zh: '以小班形式學習由護膚到日常妝容的新技巧。',
      id: 'Pelajari teknik baru dalam kelompok kecil, dari skincare sampai makeup harian.',
      th: 'เรียนรู้เทคนิคใหม่ในกลุ่มเล็ก ตั้งแต่การดูแลผิวจนถึงการแต่งหน้าประจำวัน',
    },
  },
  {
    slug: 'store-events',
    kind: 'event',
    title: { en: 'Store events', zh: '門店活動', id: 'Acara di toko', th: 'อีเวนต์ที่สาขา' },
    description: {
      en: 'Launch parties, fairs and Beauty Pass evenings at a store near you.',
      zh: '在您附近的門店參加新品派對、市集及 Beauty Pass 之夜。',
      id: 'Pesta peluncuran, pameran, dan malam Beauty Pass di toko terdekatmu.',
      th: 'ปาร์ตี้เปิดตัว งานแฟร์ และค่ำคืน Beauty Pass ที่สาขาใกล้คุณ',
    },
  },
];

/** Banners of the happening pages. */
export const bannerSeeds: readonly { slug: string; title: LocalisedText; href: string }[] = [
  {
    slug: 'book-a-makeover',
    title: {
      en: 'Your look, by our artists: book a makeover',
      zh: '由我們的彩妝師打造您的妝容：立即預約',
      id: 'Tampilanmu, oleh artist kami: booking makeover sekarang',
      th: 'ลุคของคุณ โดยช่างแต่งหน้าของเรา: จองเมคโอเวอร์',
    },
    href: '/happening/beauty-services',
  },
  {
    slug: 'free-skin-consultation',
    title: {
      en: 'Free skin consultations in every store',
      zh: '所有門店均提供免費肌膚諮詢',
      id: 'Konsultasi kulit gratis di semua toko',
      th: 'ปรึกษาเรื่องผิวฟรีทุกสาขา',
    },
    href: '/happening/beauty-services',
  },
  {
    slug: 'classes-this-month',
    title: {
      en: 'Classes this month: learn from the pros',
      zh: '本月課程：向專業人士學習',
      id: 'Kelas bulan ini: belajar dari para ahli',
      th: 'คลาสเดือนนี้: เรียนรู้จากมืออาชีพ',
    },
    href: '/happening/beauty-classes',
  },
];
