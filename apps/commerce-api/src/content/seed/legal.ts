// The legal pages the consent texts link to (`/privacy`, `/terms?section=`): one rich-text block per
// section, its id the section's name. The terms' sections are the contract's TERMS_SECTIONS.
import {
  COLLECTION_HOLD_DAYS,
  MAX_QUANTITY_PER_ADDITION,
  TERMS_SECTIONS,
  type TermsSection,
} from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries } from '@beauty/i18n';
import type { LocalisedText } from '../../seed/localised.js';
import type { ContentEntrySeed } from './entries.js';

/** A legal page: its title, a short description, an introduction and its sections in order. */
export interface LegalPageCopy {
  title: LocalisedText;
  description: LocalisedText;
  intro: LocalisedText;
  sections: readonly { id: string; markdown: LocalisedText }[];
}

const max = MAX_QUANTITY_PER_ADDITION;
const held = COLLECTION_HOLD_DAYS;

/** The privacy policy: what the consent boxes of registration and checkout agree to. */
export const privacyPolicy: LegalPageCopy = {
  title: {
    en: 'Privacy policy',
    zh: '私隱政策',
    id: 'Kebijakan privasi',
    th: 'นโยบายความเป็นส่วนตัว',
  },
  description: {
    en: 'How we collect, use and share your personal data, and the choices you have.',
    zh: '我們如何收集、使用及分享你的個人資料，以及你可作的選擇。',
    id: 'Cara kami mengumpulkan, menggunakan, dan membagikan data pribadi Anda, serta pilihan yang Anda miliki.',
    th: 'วิธีที่เราเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของคุณ และทางเลือกที่คุณมี',
  },
  intro: {
    en: 'This policy explains how we handle your personal data when you shop with us online or in store, join Beauty Pass or book a service, class or event.',
    zh: '本政策說明當你在網上或門店購物、加入 Beauty Pass，或預約服務、課程或活動時，我們如何處理你的個人資料。',
    id: 'Kebijakan ini menjelaskan cara kami menangani data pribadi Anda saat berbelanja online atau di toko, bergabung dengan Beauty Pass, atau memesan layanan, kelas, atau acara.',
    th: 'นโยบายนี้อธิบายวิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณเมื่อคุณซื้อสินค้ากับเราทางออนไลน์หรือที่สาขา สมัคร Beauty Pass หรือจองบริการ คลาส หรือกิจกรรม',
  },
  sections: [
    {
      id: 'personal-data',
      markdown: {
        en: '# Collection and use of your personal data\n\nWe collect your name, email address, mobile number, birthday, delivery addresses and what you buy and book. We use them to deliver your orders, run your Beauty Pass account, hold your bookings and answer your questions.',
        zh: '# 個人資料的收集及使用\n\n我們會收集你的姓名、電郵地址、手機號碼、生日、送貨地址，以及你的購物及預約紀錄，用於處理訂單、管理你的 Beauty Pass 帳戶、保留你的預約及回覆你的查詢。',
        id: '# Pengumpulan dan penggunaan data pribadi Anda\n\nKami mengumpulkan nama, alamat email, nomor ponsel, tanggal lahir, alamat pengiriman, serta apa yang Anda beli dan pesan. Kami menggunakannya untuk mengirim pesanan, mengelola akun Beauty Pass, menyimpan pemesanan Anda, dan menjawab pertanyaan Anda.',
        th: '# การเก็บรวบรวมและการใช้ข้อมูลส่วนบุคคล\n\nเราเก็บชื่อ อีเมล หมายเลขโทรศัพท์มือถือ วันเกิด ที่อยู่จัดส่ง และประวัติการซื้อและการจองของคุณ เพื่อจัดส่งคำสั่งซื้อ ดูแลบัญชี Beauty Pass เก็บรักษาการจอง และตอบคำถามของคุณ',
      },
    },
    {
      id: 'third-parties',
      markdown: {
        en: '# Disclosure to third parties\n\nWe share only what is needed with the companies that deliver your parcels, take your payments, prevent fraud and send our emails and text messages. They may use it for that work alone. We never sell your personal data.',
        zh: '# 向第三方披露\n\n我們只會向負責送貨、收款、防止欺詐及發送電郵和短訊的公司提供所需資料，他們只可將資料用於相關工作。我們絕不會出售你的個人資料。',
        id: '# Pengungkapan kepada pihak ketiga\n\nKami hanya membagikan data yang diperlukan kepada perusahaan yang mengirim paket, memproses pembayaran, mencegah penipuan, serta mengirim email dan SMS kami. Mereka hanya boleh menggunakannya untuk pekerjaan itu. Kami tidak pernah menjual data pribadi Anda.',
        th: '# การเปิดเผยข้อมูลแก่บุคคลภายนอก\n\nเราเปิดเผยเฉพาะข้อมูลที่จำเป็นแก่บริษัทที่จัดส่งพัสดุ รับชำระเงิน ป้องกันการทุจริต และส่งอีเมลและ SMS ของเรา ซึ่งใช้ข้อมูลได้เฉพาะงานนั้นเท่านั้น เราไม่ขายข้อมูลส่วนบุคคลของคุณ',
      },
    },
    {
      id: 'marketing',
      markdown: {
        en: '# News and offers\n\nWe send news, offers and event invitations only if you ask for them, and you can stop them at any time from your account’s notification settings or the link in each message.',
        zh: '# 最新消息及優惠\n\n只有在你同意後，我們才會向你發送最新消息、優惠及活動邀請。你可隨時在帳戶的通知設定或每則訊息內的連結取消訂閱。',
        id: '# Berita dan penawaran\n\nKami hanya mengirim berita, penawaran, dan undangan acara jika Anda memintanya, dan Anda dapat menghentikannya kapan saja dari pengaturan notifikasi akun atau tautan di setiap pesan.',
        th: '# ข่าวสารและข้อเสนอ\n\nเราส่งข่าวสาร ข้อเสนอ และคำเชิญร่วมกิจกรรมเฉพาะเมื่อคุณต้องการเท่านั้น และคุณยกเลิกได้ทุกเมื่อจากการตั้งค่าการแจ้งเตือนในบัญชีหรือลิงก์ในแต่ละข้อความ',
      },
    },
    {
      id: 'your-rights',
      markdown: {
        en: '# Your rights\n\nYou can ask to see, correct or delete your personal data, or withdraw a consent you gave, by contacting our customer service. Withdrawing consent does not affect what was done before.',
        zh: '# 你的權利\n\n你可聯絡我們的客戶服務部，要求查閱、更正或刪除你的個人資料，或撤回你曾給予的同意。撤回同意不會影響之前已進行的處理。',
        id: '# Hak Anda\n\nAnda dapat meminta untuk melihat, memperbaiki, atau menghapus data pribadi Anda, atau menarik persetujuan yang pernah diberikan, dengan menghubungi layanan pelanggan kami. Penarikan persetujuan tidak memengaruhi pemrosesan sebelumnya.',
        th: '# สิทธิของคุณ\n\nคุณขอดู แก้ไข หรือลบข้อมูลส่วนบุคคล หรือถอนความยินยอมที่เคยให้ไว้ได้โดยติดต่อฝ่ายบริการลูกค้า การถอนความยินยอมไม่มีผลต่อการดำเนินการก่อนหน้านั้น',
      },
    },
    {
      id: 'cookies',
      markdown: {
        en: '# Cookies\n\nWe use cookies to keep you signed in and remember your bag, country and language. Cookies that measure visits and test new features are set only with your consent.',
        zh: '# Cookies\n\n我們使用 Cookies 讓你保持登入，並記住你的購物袋、國家及語言。用於統計瀏覽及測試新功能的 Cookies 只會在你同意後設定。',
        id: '# Cookie\n\nKami menggunakan cookie agar Anda tetap masuk dan untuk mengingat tas belanja, negara, dan bahasa Anda. Cookie untuk mengukur kunjungan dan menguji fitur baru hanya dipasang dengan persetujuan Anda.',
        th: '# คุกกี้\n\nเราใช้คุกกี้เพื่อให้คุณอยู่ในระบบ และจดจำถุงช้อปปิ้ง ประเทศ และภาษาของคุณ คุกกี้ที่ใช้วัดการเข้าชมและทดสอบฟีเจอร์ใหม่จะถูกตั้งค่าเมื่อคุณยินยอมเท่านั้น',
      },
    },
  ],
};

const termsSections: Record<TermsSection, LocalisedText> = {
  general: {
    en: '# Using our shop\n\nThese terms apply to every purchase, Beauty Pass membership and booking on this site. Prices include tax and are shown in the currency of your country. We may update these terms; the version shown when you order applies to that order.',
    zh: '# 使用本網店\n\n本條款適用於本網站的所有購物、Beauty Pass 會籍及預約。價格已包含稅項，並以你所在國家的貨幣顯示。我們可能會更新本條款；你下單時所顯示的版本適用於該訂單。',
    id: '# Menggunakan toko kami\n\nSyarat ini berlaku untuk setiap pembelian, keanggotaan Beauty Pass, dan pemesanan di situs ini. Harga sudah termasuk pajak dan ditampilkan dalam mata uang negara Anda. Kami dapat memperbarui syarat ini; versi yang tampil saat Anda memesan berlaku untuk pesanan tersebut.',
    th: '# การใช้ร้านค้าของเรา\n\nข้อกำหนดนี้ใช้กับการซื้อสินค้า การเป็นสมาชิก Beauty Pass และการจองทุกครั้งบนเว็บไซต์นี้ ราคารวมภาษีแล้วและแสดงเป็นสกุลเงินของประเทศคุณ เราอาจปรับปรุงข้อกำหนดนี้ได้ โดยฉบับที่แสดงขณะสั่งซื้อจะใช้กับคำสั่งซื้อนั้น',
  },
  orders: {
    en: `# Orders and delivery\n\nEach item can be added up to ${max} at a time, and orders are subject to stock: an order may be cancelled when an item runs out or for bulk buying, and you are then refunded in full. A click and collect order is held at the store for ${held} days.`,
    zh: `# 訂單及送貨\n\n每件商品每次最多可加入 ${max} 件，訂單視乎存貨而定：如商品缺貨或屬大量購買，訂單或會被取消，屆時將全數退款。店舖自取訂單會在門店保留 ${held} 天。`,
    id: `# Pesanan dan pengiriman\n\nSetiap produk dapat ditambahkan hingga ${max} sekaligus, dan pesanan bergantung pada stok: pesanan dapat dibatalkan jika produk habis atau untuk pembelian dalam jumlah besar, dan dana Anda dikembalikan penuh. Pesanan click and collect disimpan di toko selama ${held} hari.`,
    th: `# คำสั่งซื้อและการจัดส่ง\n\nเพิ่มสินค้าแต่ละรายการได้สูงสุดครั้งละ ${max} ชิ้น และคำสั่งซื้อขึ้นอยู่กับสต็อก คำสั่งซื้ออาจถูกยกเลิกหากสินค้าหมดหรือเป็นการซื้อจำนวนมาก และคุณจะได้รับเงินคืนเต็มจำนวน คำสั่งซื้อแบบคลิกแอนด์คอลเลกต์จะเก็บไว้ที่สาขา ${held} วัน`,
  },
  promotions: {
    en: '# Promo codes and offers\n\nPromo codes are case sensitive, one per order, and cannot be combined with credits. A code may need a minimum spend, be for a first order only, apply to some brands or products, or expire.',
    zh: '# 優惠碼及優惠\n\n優惠碼區分大小寫，每張訂單只可使用一個，且不可與積分抵用額同時使用。優惠碼或設有最低消費、只限首次訂單、只適用於指定品牌或產品，或設有使用期限。',
    id: '# Kode promo dan penawaran\n\nKode promo peka huruf besar-kecil, satu per pesanan, dan tidak dapat digabung dengan kredit. Kode dapat memerlukan belanja minimum, hanya untuk pesanan pertama, berlaku untuk merek atau produk tertentu, atau kedaluwarsa.',
    th: '# โค้ดส่วนลดและข้อเสนอ\n\nโค้ดส่วนลดตรงตามตัวพิมพ์เล็ก-ใหญ่ ใช้ได้หนึ่งโค้ดต่อคำสั่งซื้อ และใช้ร่วมกับเครดิตไม่ได้ โค้ดอาจมียอดซื้อขั้นต่ำ ใช้ได้เฉพาะคำสั่งซื้อแรก ใช้กับบางแบรนด์หรือสินค้า หรือมีวันหมดอายุ',
  },
  'beauty-pass': {
    en: '# Beauty Pass\n\nMembership is free for anyone over 14. You earn points on purchases; points update up to 3 working days after delivery and expire after 18 months without a purchase or redemption. Tiers move from White to Black and Gold by spend within the year. Only registered members can redeem rewards.',
    zh: '# Beauty Pass\n\n年滿 14 歲即可免費成為會員。購物可賺取積分；積分會在送貨後最多 3 個工作天內更新，如 18 個月內沒有消費或兌換便會到期。會員級別按年度消費由 White 升至 Black 及 Gold。只有已登記會員才可兌換獎賞。',
    id: '# Beauty Pass\n\nKeanggotaan gratis bagi siapa pun yang berusia di atas 14 tahun. Anda mendapat poin dari pembelian; poin diperbarui hingga 3 hari kerja setelah pengiriman dan kedaluwarsa setelah 18 bulan tanpa pembelian atau penukaran. Tingkat naik dari White ke Black dan Gold berdasarkan belanja dalam setahun. Hanya anggota terdaftar yang dapat menukarkan hadiah.',
    th: '# Beauty Pass\n\nสมัครสมาชิกได้ฟรีสำหรับผู้ที่มีอายุมากกว่า 14 ปี คุณได้รับคะแนนจากการซื้อสินค้า คะแนนจะอัปเดตภายใน 3 วันทำการหลังจัดส่ง และหมดอายุหลัง 18 เดือนหากไม่มีการซื้อหรือแลกคะแนน ระดับสมาชิกเลื่อนจาก White เป็น Black และ Gold ตามยอดซื้อภายในปี เฉพาะสมาชิกที่ลงทะเบียนเท่านั้นที่แลกรางวัลได้',
  },
  bookings: {
    en: '# Services, classes and events\n\nBookings are held for the time you chose, in the store’s local time. You can reschedule or cancel a booking until it starts; after that it has expired and can no longer be changed. Please arrive on time: a late arrival may shorten the session.',
    zh: '# 服務、課程及活動\n\n預約會按你所選的時間保留，時間以門店當地時間為準。你可在預約開始前更改或取消；開始後預約即告過期，不能再作更改。請準時到達，遲到或會縮短服務時間。',
    id: '# Layanan, kelas, dan acara\n\nPemesanan disimpan untuk waktu yang Anda pilih, dalam waktu setempat toko. Anda dapat menjadwalkan ulang atau membatalkan pemesanan hingga dimulai; setelah itu pemesanan kedaluwarsa dan tidak dapat diubah. Harap datang tepat waktu: keterlambatan dapat mempersingkat sesi.',
    th: '# บริการ คลาส และกิจกรรม\n\nการจองจะถูกเก็บไว้ตามเวลาที่คุณเลือก ตามเวลาท้องถิ่นของสาขา คุณเลื่อนหรือยกเลิกการจองได้จนถึงเวลาเริ่ม หลังจากนั้นการจองจะหมดอายุและเปลี่ยนแปลงไม่ได้ โปรดมาให้ตรงเวลา การมาสายอาจทำให้เวลารับบริการสั้นลง',
  },
};

/** The terms and conditions, one section per {@link TERMS_SECTIONS} entry, in that order. */
export const termsAndConditions: LegalPageCopy = {
  title: {
    en: 'Terms and conditions',
    zh: '條款及細則',
    id: 'Syarat dan ketentuan',
    th: 'ข้อกำหนดและเงื่อนไข',
  },
  description: {
    en: 'The terms of buying, Beauty Pass membership and bookings in our shop.',
    zh: '於本網店購物、Beauty Pass 會籍及預約的條款。',
    id: 'Syarat pembelian, keanggotaan Beauty Pass, dan pemesanan di toko kami.',
    th: 'ข้อกำหนดของการซื้อสินค้า การเป็นสมาชิก Beauty Pass และการจองในร้านค้าของเรา',
  },
  intro: {
    en: 'Please read these terms before you order, join Beauty Pass or book with us.',
    zh: '請在下單、加入 Beauty Pass 或預約前細閱本條款。',
    id: 'Harap baca syarat ini sebelum memesan, bergabung dengan Beauty Pass, atau melakukan pemesanan.',
    th: 'โปรดอ่านข้อกำหนดนี้ก่อนสั่งซื้อ สมัคร Beauty Pass หรือจองกับเรา',
  },
  sections: TERMS_SECTIONS.map((id) => ({ id, markdown: termsSections[id] })),
};

/**
 * The privacy policy and the terms of every country in each of its languages: an introduction,
 * then one rich-text block per section, its id the section's name (`/terms?section=orders`).
 */
export function legalPageSeeds(): ContentEntrySeed[] {
  return COUNTRY_CODES.flatMap((country) =>
    countries[country].languages.flatMap((language) =>
      (
        [
          ['privacy', privacyPolicy],
          ['terms', termsAndConditions],
        ] as const
      ).map(([slug, page]) => ({
        country,
        language,
        slug,
        kind: 'landing-page' as const,
        title: page.title[language],
        description: page.description[language],
        preview: false,
        segments: [],
        blocks: [
          { id: 'intro', type: 'rich-text' as const, markdown: page.intro[language] },
          ...page.sections.map((section) => ({
            id: section.id,
            type: 'rich-text' as const,
            markdown: section.markdown[language],
          })),
        ],
      })),
    ),
  );
}
