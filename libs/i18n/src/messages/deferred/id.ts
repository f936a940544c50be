// Indonesian messages of the deferred sections (see DEFERRED_SECTIONS), in the "kamu" register.
import type { DeferredCatalogue } from '../../messages.js';

export default {
  'promo.label': 'Kode promo',
  'promo.apply': 'Pakai',
  'promo.applied': 'Kode promo {code} berhasil dipakai.',
  'promo.removed': 'Kode promo {code} sudah dihapus.',
  'promo.case_sensitive': 'Kode promo memperhatikan huruf besar dan kecil.',
  'promo.min_order': 'Kode promo ini memerlukan minimal belanja {amount}.',
  'promo.first_time_only': 'Kode promo ini hanya untuk pelanggan yang baru pertama kali belanja.',
  'promo.restricted': 'Kode promo ini hanya berlaku untuk produk atau brand tertentu.',
  'promo.expired': 'Kode promo ini sudah berakhir pada {date}.',
  'promo.no_credits': 'Kode promo tidak bisa digabung dengan kredit.',
  'promo.one_per_order': 'Hanya satu kode promo yang bisa dipakai per pesanan.',
  'offer.min_spend': 'Min. belanja {amount}',
  'offer.valid_till': 'Berlaku hingga {date}',
  'offer.percent_off': 'Diskon {percent}',
  'offer.birthday_double_points': 'Nikmati poin ganda untuk belanja di hari ulang tahunmu.',
  'offer.staff_discount':
    'Diskon karyawan: {percent} untuk semua produk dan {ownBrandPercent} untuk koleksi brand kami sendiri.',
  'offer.coupon_code': 'Pakai kode {code}',

  'password.AUTH_MS_PV_001': 'Kata sandi minimal 8 karakter.',
  'password.AUTH_MS_PV_002': 'Kata sandi harus berisi minimal 1 angka.',
  'password.AUTH_MS_PV_003':
    'Kata sandi harus berisi minimal 1 karakter khusus (misalnya @, $, #).',
  'password.AUTH_MS_PV_004': 'Kata sandi harus berisi minimal 1 huruf kecil dan 1 huruf besar.',
  'password.AUTH_MS_PV_005': 'Kata sandi tidak boleh sama dengan email.',
  'password.AUTH_MS_PV_006':
    'Kata sandi tidak boleh sama dengan email atau 2 kata sandi sebelumnya.',
  'password.AUTH_MS_PV_007': 'Kata sandi tidak cocok.',

  'consent.personal_data':
    'Saya setuju dengan pengumpulan dan penggunaan data pribadi saya sebagaimana dijelaskan dalam <privacyLink>Kebijakan Privasi</privacyLink>.',
  'consent.third_parties':
    'Saya setuju data pribadi saya diungkapkan kepada pihak ketiga sebagaimana dijelaskan dalam <privacyLink>Kebijakan Privasi</privacyLink>.',
  'consent.over_14': 'Saya menyatakan bahwa saya berusia di atas 14 tahun.',
  'consent.marketing':
    'Saya ingin menerima kabar terbaru, penawaran, dan undangan acara melalui email dan SMS.',
  'consent.terms':
    'Dengan melanjutkan, kamu menyetujui <termsLink>Syarat dan Ketentuan</termsLink> kami.',
  'consent.compulsory': 'Wajib disetujui',
  'consent.mandatory': 'Wajib',
  'consent.optional': 'Opsional',
  'consent.required_error': 'Centang kotak ini untuk melanjutkan.',

  'booking.select_service': 'Pilih layanan',
  'booking.find_slot': 'Cari jadwal',
  'booking.choose_artist': 'Pilih artist',
  'booking.any_artist': 'Artist mana saja yang tersedia',
  'booking.contact_details': 'Detail kontak',
  'booking.full_name': 'Nama lengkap',
  'booking.email': 'Email',
  'booking.phone': 'Nomor telepon',
  'booking.phone_optional': 'Nomor telepon (opsional)',
  'booking.full_name_required': 'Nama Lengkap wajib diisi',
  'booking.invalid_email': 'Email tidak valid',
  'booking.invalid_phone': 'Nomor telepon tidak valid',
  'booking.required_field': 'Wajib diisi',
  'booking.character_limit': 'Melebihi batas karakter',
  'booking.duration': '{duration} menit',
  'booking.capacity': '{capacity, plural, =0 {Sudah penuh} other {Sisa # tempat}}',
  'booking.slot': '{date}, {start} – {end}',
  'booking.with_artist': 'bersama {name}',
  'booking.price': 'Harga: {price}',
  'booking.book': 'Booking sekarang',
  'booking.confirmed_title': 'Booking berhasil, {name}!',
  'booking.confirmed_text':
    'Booking-mu pada {date} pukul {time} sudah dikonfirmasi. Detailnya sudah kami kirim ke {email}.',
  'booking.confirmation_number': 'Nomor konfirmasi: {number}',
  'booking.reschedule': 'Ubah jadwal',
  'booking.rescheduled': 'Booking-mu sudah dipindahkan ke {date} pukul {time}.',
  'booking.cancel': 'Batalkan booking',
  'booking.cancel_confirm': 'Yakin ingin membatalkan booking-mu?',
  'booking.cancelled': 'Booking-mu sudah dibatalkan.',
  'booking.no_slots': 'Tidak ada jadwal yang tersedia. Silakan pilih tanggal lain.',
  'booking.expired':
    'Booking ini sudah kedaluwarsa dan tidak bisa diubah jadwalnya atau dibatalkan.',
  'booking.not_completed': 'Booking-mu belum selesai. Silakan kembali dan coba lagi.',

  'payment.qr_expired': 'Kode QR sudah kedaluwarsa. Silakan ulangi pembayaranmu.',
  'payment.failed':
    'Pembayaranmu gagal. Kami sudah mengirim petunjuk untuk mencoba lagi ke emailmu.',
  'payment.blocked': 'Pembayaranmu diblokir. Silakan <link>hubungi layanan pelanggan</link>.',
  'payment.retry': 'Ulangi pembayaran',
  'payment.pay_before': 'Selesaikan pembayaranmu sebelum {expiry}.',

  'order.number': 'Pesanan {number}',
  'order.placed_on': 'Dipesan pada {date}',
  'order.payment_method': 'Metode pembayaran',
  'order.delivery_option': 'Opsi pengiriman',
  'order.estimated_delivery': 'Perkiraan tiba: {start} – {end}',
  'order.recipient': 'Penerima',
  'order.registration_number': 'Nomor registrasi',
  'order.shipping_address': 'Alamat pengiriman',
  'order.collection_address': 'Alamat pengambilan',
  'order.amount_in_currency': 'Jumlah ({currencySymbol})',
  'order.subtotal': 'Subtotal',
  'order.discount': 'Diskon',
  'order.price_before_gst': 'Harga sebelum pajak',
  'order.gst': 'Pajak ({percent})',
  'order.points_earned': 'Poin yang didapat',
  'order.shipping': 'Ongkos kirim',
  'order.gift_card': 'Kartu hadiah',
  'order.total': 'Total',

  'order.label.cod': 'Bayar di tempat',
  'order.label.paid': 'Sudah dibayar',
  'order.label.payment_pending': 'Menunggu pembayaran',
  'order.label.payment_unsuccessful': 'Pembayaran gagal',
  'order.label.payment_expired': 'Pembayaran kedaluwarsa',
  'order.label.payment_cancelled': 'Pembayaran dibatalkan',
  'order.label.processing': 'Diproses',
  'order.label.shipped': 'Dikirim',
  'order.label.delivered': 'Sudah diterima',
  'order.label.returned': 'Dikembalikan',
  'order.label.cancelled': 'Dibatalkan',
  'order.label.purchased': 'Dibeli',
  'order.label.bank_transfer_pending': 'Verifikasi pembayaran',
  'order.label.order_placed': 'Pesanan dibuat',
  'order.label.dispatch_in_progress': 'Disiapkan untuk dikirim',
  'order.label.lost': 'Paket hilang',
  'order.label.ready_for_pick_up': 'Siap diambil',
  'order.label.booked_for_delivery': 'Pengiriman dijadwalkan',
  'order.label.in_transit': 'Dalam perjalanan',
  'order.label.with_driver': 'Sedang diantar',
  'order.label.completed': 'Selesai',
  'order.label.delivery_attempted': 'Percobaan pengiriman',
  'order.label.awaiting_collection': 'Menunggu diambil',
  'order.label.awaiting_drop_off': 'Menunggu diantar ke titik kirim',
  'order.label.pickup_failed': 'Penjemputan gagal',
  'order.label.delivery_failed': 'Pengiriman gagal',
  'order.label.return_requested': 'Pengembalian diajukan',
  'order.label.return_booked': 'Pengembalian dijadwalkan',
  'order.label.return_booking_failed': 'Penjadwalan pengembalian gagal',
  'order.label.invalidated': 'Tidak berlaku',
  'order.label.damaged': 'Paket rusak',
  'order.label.order_cancelled': 'Pesanan dibatalkan',
  'order.label.customs': 'Proses bea cukai',
  'order.label.customs_failed': 'Gagal di bea cukai',
  'order.label.customs_awaiting_payment': 'Bea masuk perlu dibayar',
  'order.label.insufficient_address': 'Alamat kurang lengkap',
  'order.label.unconfirmed': 'Belum dikonfirmasi',

  'order.status.cod.long_title': 'Pesananmu sudah dikonfirmasi',
  'order.status.cod.description': 'Siapkan uang tunai sesuai total pesanan saat paketmu tiba.',
  'order.status.paid.long_title': 'Terima kasih, pembayaranmu berhasil',
  'order.status.paid.description': 'Pembayaranmu sudah kami terima dan pesananmu sedang disiapkan.',
  'order.status.payment_pending.long_title': 'Menunggu pembayaranmu',
  'order.status.payment_pending.description':
    'Selesaikan pembayaranmu agar pesananmu bisa segera kami proses.',
  'order.status.payment_pending.method_description':
    'Kami sedang menunggu konfirmasi dari penyedia pembayaran. Pembayaranmu akan dikonfirmasi dalam 24 jam.',
  'order.status.payment_pending.kbank_description':
    'Selesaikan pembayaranmu di aplikasi K PLUS. Setelah KBank mengonfirmasinya, pesananmu akan kami proses.',
  'order.status.payment_pending.doku_description':
    'Transfer total pembayaran ke virtual account di bawah ini sebelum {expiry}. Pesananmu akan diproses setelah DOKU mengonfirmasi pembayaran.',
  'order.status.payment_pending.verifying_kbank_payment_description':
    'Kami sedang memverifikasi pembayaranmu dengan KBank. Proses ini bisa memakan waktu hingga 24 jam, dan kami akan mengirim email setelah dikonfirmasi.',
  'order.status.payment_failed.long_title': 'Pembayaranmu gagal',
  'order.status.payment_failed.description':
    'Pembayaranmu tidak dapat kami proses. Kami sudah mengirim petunjuk untuk mencoba lagi ke emailmu.',
  'order.status.payment_failed.qr_description':
    'Kode QR sudah kedaluwarsa. Silakan ulangi pembayaran untuk menyelesaikan pesananmu.',
  'order.status.payment_blocked.long_title': 'Pembayaranmu diblokir',
  'order.status.payment_blocked.description':
    'Demi keamananmu, pembayaran ini diblokir. Silakan <link>hubungi layanan pelanggan</link> untuk bantuan.',
  'order.status.payment_expired.long_title': 'Batas waktu pembayaran habis',
  'order.status.payment_expired.description':
    'Waktu untuk menyelesaikan pembayaran sudah habis, jadi pesananmu tidak dibuat. Silakan pesan lagi.',
  'order.status.payment_cancelled.long_title': 'Pembayaranmu dibatalkan',
  'order.status.payment_cancelled.description':
    'Pembayaran dibatalkan, jadi pesananmu tidak dibuat. Silakan pesan lagi kapan pun kamu siap.',
  'order.status.processing.long_title': 'Pesananmu sedang disiapkan',
  'order.status.processing.description':
    'Pesananmu sedang dikemas. Kami akan mengirim email begitu pesananmu dikirim.',
  'order.status.shipped.long_title': 'Pesananmu sedang dalam perjalanan',
  'order.status.shipped.description':
    'Paketmu sudah keluar dari gudang kami. Info pelacakan bisa muncul hingga 24 jam kemudian.',
  'order.status.delivered.long_title': 'Pesananmu sudah diterima',
  'order.status.delivered.description':
    'Selamat menikmati produk barumu! <href>Poin Beauty Pass</href> kamu akan diperbarui dalam 3 hari kerja.',
  'order.status.returned.long_title': 'Pesananmu sudah dikembalikan',
  'order.status.returned.description':
    'Paketmu sudah dikembalikan ke kami. Jika ada pertanyaan, silakan <link>hubungi kami</link>.',
  'order.status.returned_to_sender.long_title': 'Paketmu dikembalikan ke kami',
  'order.status.returned_to_sender.description':
    'Kurir tidak bisa mengantarkan paketmu dan mengembalikannya ke kami. Silakan <link>hubungi kami</link> untuk mengatur pengiriman ulang atau pengembalian dana.',
  'order.status.cancelled.long_title': 'Pesananmu dibatalkan',
  'order.status.cancelled.description':
    'Total pembayaran dan poin yang kamu pakai akan dikembalikan. Jika ada pertanyaan, silakan <link>hubungi kami</link>.',
  'order.status.purchased.long_title': 'Terima kasih sudah berbelanja',
  'order.status.purchased.description':
    'Pembelianmu di toko sudah tercatat dan <href>poin Beauty Pass</href> kamu sudah ditambahkan.',
  'order.status.bank_transfer_pending.long_title': 'Kami sedang memverifikasi pembayaranmu',
  'order.status.bank_transfer_pending.description':
    'Transfer bankmu sedang diverifikasi. Kamu akan menerima email konfirmasi setelah selesai.',
  'order.status.order_placed.long_title': 'Terima kasih, pesananmu sudah dibuat',
  'order.status.order_placed.description':
    'Pesananmu sudah kami terima dan konfirmasinya sudah dikirim ke emailmu.',
  'order.status.dispatch_in_progress.long_title': 'Pesananmu sedang disiapkan',
  'order.status.dispatch_in_progress.description':
    'Kami sedang mengemas pesananmu dan menyerahkannya ke kurir.',
  'order.status.lost_in_transit.long_title': 'Paketmu hilang dalam perjalanan',
  'order.status.lost_in_transit.description':
    'Mohon maaf, paketmu hilang dalam perjalanan. Silakan <link>hubungi kami</link> dan kami akan menyelesaikannya.',
  'order.status.ready_for_pick_up.long_title': 'Pesananmu siap diambil',
  'order.status.ready_for_pick_up.description':
    'Pesananmu sudah menunggu di toko. Jangan lupa bawa nomor pesananmu.',
  'order.status.booked_for_delivery.long_title': 'Pengirimanmu sudah dijadwalkan',
  'order.status.booked_for_delivery.description':
    'Kurir sudah menjadwalkan pengiriman. Kamu akan segera menerima info pelacakan.',
  'order.status.in_transit.long_title': 'Pesananmu sedang dalam perjalanan',
  'order.status.in_transit.description':
    'Paketmu sedang dibawa kurir. Tautan pelacakan akan diperbarui dalam 24 jam.',
  'order.status.with_driver.long_title': 'Paketmu sedang diantar',
  'order.status.with_driver.description':
    'Kurir sedang membawa paketmu dan akan mengantarkannya hari ini. Pastikan ponselmu aktif.',
  'order.status.completed.long_title': 'Pesananmu sudah selesai',
  'order.status.completed.description':
    'Terima kasih sudah berbelanja! <href>Poin Beauty Pass</href> kamu akan diperbarui dalam 3 hari kerja.',
  'order.status.delivery_attempted.long_title': 'Kami sudah mencoba mengantar paketmu',
  'order.status.delivery_attempted.description':
    'Tidak ada yang menerima paketmu. Kurir akan mencoba lagi atau menghubungimu.',
  'order.status.awaiting_collection.long_title': 'Paketmu menunggu untuk diambil',
  'order.status.awaiting_collection.description':
    'Ambil paketmu di titik pengambilan dalam 5 hari kerja, atau paket akan dikembalikan ke kami.',
  'order.status.awaiting_drop_off.long_title': 'Menunggu paket pengembalianmu',
  'order.status.awaiting_drop_off.description':
    'Silakan antar paket pengembalianmu ke lokasi yang kamu pilih.',
  'order.status.pickup_failed.long_title': 'Kurir tidak bisa menjemput paketmu',
  'order.status.pickup_failed.description':
    'Kami tidak bisa menjemput paket pengembalianmu. Silakan <link>hubungi kami</link> untuk mengatur penjemputan lain.',
  'order.status.delivery_failed.long_title': 'Paketmu tidak dapat diantar',
  'order.status.delivery_failed.description':
    'Kurir tidak dapat mengantarkan paketmu. Silakan <link>hubungi kami</link> agar kami bisa mengatur pengiriman.',
  'order.status.return_requested.long_title': 'Permintaan pengembalianmu sudah diterima',
  'order.status.return_requested.description':
    'Kami sedang meninjau permintaan pengembalianmu dan akan mengirim langkah selanjutnya lewat email.',
  'order.status.return_booked.long_title': 'Pengembalianmu sudah dijadwalkan',
  'order.status.return_booked.description':
    'Kurir sudah dijadwalkan untuk menjemput paket pengembalianmu. Detailnya akan kami kirim lewat email.',
  'order.status.return_booking_failed.long_title': 'Kami tidak bisa menjadwalkan pengembalianmu',
  'order.status.return_booking_failed.description':
    'Terjadi kendala saat menjadwalkan pengembalianmu. Silakan <link>hubungi kami</link> untuk bantuan.',
  'order.status.invalidated.long_title': 'Pesananmu tidak berlaku lagi',
  'order.status.invalidated.description':
    'Pesanan ini tidak dapat diselesaikan. Dana yang sudah dibayar akan dikembalikan. Silakan <link>hubungi kami</link> jika ada pertanyaan.',
  'order.status.damaged.long_title': 'Paketmu rusak',
  'order.status.damaged.description':
    'Mohon maaf, paketmu rusak dalam perjalanan. Silakan <link>hubungi kami</link> dan kami akan menyelesaikannya.',
  'order.status.lost.long_title': 'Paketmu hilang',
  'order.status.lost.description':
    'Mohon maaf, kami tidak dapat menemukan paketmu. Silakan <link>hubungi kami</link> dan kami akan menyelesaikannya.',
  'order.status.order_cancelled.long_title': 'Pesananmu dibatalkan',
  'order.status.order_cancelled.description':
    'Pesananmu mungkin dibatalkan karena ada produk yang stoknya habis, atau karena pembelian dalam jumlah besar: biasanya kami membatasi 2-6 unit produk yang sama per pelanggan dalam satu waktu. Total pembayaran dan poinmu akan dikembalikan. Jika ada pertanyaan, silakan <link>hubungi kami</link>.',
  'order.status.customs_on_hold.long_title': 'Paketmu ditahan bea cukai',
  'order.status.customs_on_hold.description':
    'Bea cukai sedang memeriksa paketmu. Kami akan mengabarimu segera setelah paket dilepas.',
  'order.status.customs_failed.long_title': 'Paketmu tidak lolos bea cukai',
  'order.status.customs_failed.description':
    'Paketmu tidak lolos pemeriksaan bea cukai. Silakan <link>hubungi kami</link> untuk bantuan.',
  'order.status.with_customs.long_title': 'Paketmu sedang di bea cukai',
  'order.status.with_customs.description':
    'Paketmu sedang dalam proses bea cukai, yang bisa memakan waktu beberapa hari.',
  'order.status.customs_awaiting_payment.long_title': 'Bea masuk perlu dibayar',
  'order.status.customs_awaiting_payment.description':
    'Bea masuk atau pajak harus dibayar sebelum bea cukai melepas paketmu. Ikuti petunjuk dari kurir.',
  'order.status.insufficient_address.long_title': 'Kami butuh detail alamat yang lebih lengkap',
  'order.status.insufficient_address.description':
    'Alamat pengirimanmu belum lengkap. Silakan <link>hubungi kami</link> dengan alamat lengkapmu.',
  'order.status.untrackable.long_title': 'Paketmu tidak dapat dilacak',
  'order.status.untrackable.description':
    'Pelacakan paketmu tidak tersedia. Silakan <link>hubungi kami</link> jika paket belum sampai.',
  'order.status.unconfirmed.long_title': 'Pesananmu belum dikonfirmasi',
  'order.status.unconfirmed.description':
    'Kami sedang mengonfirmasi pesananmu dan akan mengirim email setelah dikonfirmasi.',

  'cnc.label.picked_up': 'Sudah diambil',
  'cnc.label.processing': 'Diproses',
  'cnc.label.ready_for_pick_up': 'Siap diambil',
  'cnc.label.payment_pending': 'Menunggu pembayaran',
  'cnc.label.order_cancelled': 'Pesanan dibatalkan',
  'cnc.label.order_placed': 'Pesanan dibuat',
  'cnc.completed.long_title': 'Pesananmu sudah diambil',
  'cnc.completed.description':
    'Terima kasih sudah mengambil pesananmu! <href>Poin Beauty Pass</href> kamu akan diperbarui dalam 3 hari kerja.',
  'cnc.ready_for_pick_up.long_title': 'Pesananmu siap diambil',
  'cnc.ready_for_pick_up.description':
    'Bawa ponsel yang bisa menerima kata sandi sekali pakai (OTP): kamu memerlukannya untuk mengambil pesanan.',
  'cnc.order_cancelled.long_title': 'Pesanan click and collect-mu dibatalkan',
  'cnc.order_cancelled.description':
    'Total pembayaran dan poinmu akan dikembalikan. Jika ada pertanyaan, silakan <link>hubungi kami</link>.',
  'cnc.order_placed.long_title': 'Terima kasih, pesananmu sudah dibuat',
  'cnc.order_placed.description': 'Kami akan mengirim email saat pesananmu siap diambil.',
  'cnc.fraud_check_pending.description':
    'Kami sedang memeriksa pesananmu. Jika belum menerima email setelah 4 jam, silakan <link>hubungi layanan pelanggan</link>.',
  'cnc.pickup_note.paid': 'Pesananmu akan disimpan selama 7 hari sejak siap diambil.',
  'cnc.pickup_note.fraud_check_pending':
    'Tunggu email dari kami sebelum datang ke toko untuk mengambil pesananmu.',
  'cnc.pickup_note.payment_pending': 'Pesananmu bisa diambil setelah pembayaran dikonfirmasi.',
  'cnc.pickup_note.payment_expired':
    'Batas waktu pembayaranmu sudah habis, jadi pesanan ini tidak bisa diambil.',
  'cnc.pickup_note.payment_failed': 'Pembayaranmu gagal, jadi pesanan ini tidak bisa diambil.',
  'cnc.pickup_note.payment_blocked':
    'Pembayaranmu diblokir, jadi pesanan ini tidak bisa diambil. Silakan <link>hubungi layanan pelanggan</link>.',
  'cnc.pickup_note.cancelled': 'Pesanan ini sudah dibatalkan dan tidak bisa diambil.',

  'tier.name.white': 'White',
  'tier.name.black': 'Black',
  'tier.name.gold': 'Gold',
  'tier.current': 'Kamu member {tier}',
  'tier.white.in_progress': 'Belanja {amount} lagi sebelum {date} untuk menjadi member Black.',
  'tier.white.just_downgraded':
    'Keanggotaanmu sekarang White. Belanja {amount} sebelum {date} untuk kembali ke Black.',
  'tier.black.just_upgraded': 'Selamat, {name}! Kamu sekarang member Black.',
  'tier.black.in_progress':
    'Kamu sudah {progress} menuju Gold. Belanja {amount} lagi sebelum {date}.',
  'tier.black.just_downgraded':
    'Keanggotaanmu sekarang Black. Belanja {amount} sebelum {date} untuk kembali ke Gold.',
  'tier.black.downgrade_warning':
    'Belanja {amount} sebelum {date} untuk mempertahankan keanggotaan Black, atau keanggotaanmu akan turun ke White.',
  'tier.black.keep_tier': 'Keanggotaan Black-mu berlaku hingga {date}.',
  'tier.gold.just_upgraded':
    'Selamat, {name}! Kamu sekarang member Gold, dengan akses lebih awal ke sale dan undangan acara.',
  'tier.gold.downgrade_warning':
    'Belanja {amount} sebelum {date} untuk mempertahankan keanggotaan Gold, atau keanggotaanmu akan turun ke Black.',
  'tier.gold.keep_tier': 'Keanggotaan Gold-mu berlaku hingga {date}.',
  'tier.gold.max_tier': 'Kamu sudah mencapai tier tertinggi. Nikmati semua keistimewaan Gold!',
  'tier.spend_not_carried':
    'Belanja yang melebihi batas untuk mempertahankan tier tidak dibawa ke tahun berikutnya.',

  'points.title': 'Poin Beauty Pass',
  'points.balance': 'Kamu punya {points, number} poin',
  'points.expiring': '{points, number} poin akan kedaluwarsa pada {expiry}.',
  'points.expires_in':
    '{days, plural, =0 {Berakhir dalam kurang dari sehari} other {Berakhir dalam # hari}}',
  'points.expiry_rule': 'Poin akan kedaluwarsa setelah 18 bulan tanpa pembelian atau penukaran.',
  'points.update_delay': 'Poin diperbarui paling lambat 3 hari kerja setelah pesanan diterima.',
  'points.earned': 'Kamu mendapat {points, number} poin dari pesanan ini.',
  'points.source.manual_points_adjustment': 'Penyesuaian poin',
  'points.source.level_redemption': 'Penukaran reward tier',
  'points.source.expired_points': 'Poin kedaluwarsa',
  'points.source.survey_points': 'Mengisi survei',
  'points.source.used_points': 'Poin ditukarkan',
  'points.source.registration_of_product_account': 'Pendaftaran akun {productName}',
  'points.source.loyalty_points': 'Poin loyalitas',
  'points.source.online_review': 'Ulasan online',
  'points.source.published_review': 'Ulasan dipublikasikan',
  'points.source.completed_beauty_profile': 'Melengkapi beauty profile',
  'points.source.downloaded_mobile_app': 'Mengunduh aplikasi',
  'points.source.referred_mobile_app': 'Referensi aplikasi',
  'points.source.bonus_points': 'Poin bonus',
  'points.source.purchase_points': 'Pembelian',
  'points.source.purchase_points_with_order_number': 'Pembelian (pesanan {number})',
  'points.source.product_review_with_name': 'Ulasan {productName}',

  'gift.type.welcome_voucher': 'Voucher selamat datang',
  'gift.type.birthday_voucher': 'Voucher ulang tahun',
  'gift.type.gold_welcome': 'Hadiah selamat datang Gold',
  'gift.type.birthday_points': 'Poin ulang tahun',
  'gift.type.staff_discount': 'Diskon karyawan',
  'gift.type.others': 'Hadiah lainnya',
  // Email (dikirim API dalam bahasa pembeli)
  'mail.password_reset.subject': 'Atur ulang kata sandimu',
  'mail.password_reset.text':
    'Kami menerima permintaan untuk mengatur ulang kata sandimu. Buka tautan ini dalam satu jam untuk membuat kata sandi baru: {link}\nJika kamu tidak memintanya, abaikan email ini.',
  'mail.order_confirmation.subject': 'Terima kasih atas pesanan {number}',
  'mail.order_confirmation.text':
    'Hai {name}, kami telah menerima pesanan {number} sebesar {total}. Lacak pesananmu di sini: {link}',
  'mail.payment_retry.subject': 'Pembayaran pesanan {number} tidak berhasil',
  'mail.payment_retry.text':
    'Hai {name}, kami tidak dapat memproses pembayaran pesanan {number}. Silakan coba bayar lagi di sini: {link}',
  'mail.ready_for_pick_up.subject': 'Pesanan {number} siap diambil',
  'mail.ready_for_pick_up.text':
    'Hai {name}, pesanan {number} siap diambil di {store}. Tunjukkan kata sandi sekali pakai ini saat mengambilnya: {code}. Ambil dalam 5 hari kerja: {link}',
  'mail.booking_confirmation.subject': 'Booking {number} kamu sudah dikonfirmasi',
  'mail.booking_confirmation.text':
    'Hai {name}, booking {number} kamu untuk {activity} di {store} sudah dikonfirmasi pada {date} pukul {time} (waktu toko). Untuk mengubah jadwal atau membatalkannya: {link}',
  'mail.booking_cancellation.subject': 'Booking {number} kamu sudah dibatalkan',
  'mail.booking_cancellation.text':
    'Hai {name}, booking {number} kamu untuk {activity} di {store} pada {date} pukul {time} (waktu toko) sudah dibatalkan. Sampai jumpa lagi: {link}',
} satisfies DeferredCatalogue;
