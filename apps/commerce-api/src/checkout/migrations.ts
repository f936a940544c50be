// The checkout's tables, as parts of the migrations that db/migrations.ts lists in order. A
// shipped part is never edited, as databases have run it: a change is a new migration, its SQL
// here.

/**
 * `0008_checkout`: the payment methods each country offers, members' store credit, each bag's
 * checkout choices and chosen gifts with purchase, and how many gifts an offer lets the shopper
 * pick. Their demo rows are the seed's checkout-v1 step.
 */
export const checkout = `
  CREATE TABLE payment_methods (
    country text NOT NULL,
    code text NOT NULL,
    kind text NOT NULL
      CHECK (kind IN ('card', 'wallet', 'bank_enquiry', 'qr_code', 'virtual_account', 'bnpl', 'cod')),
    provider text NOT NULL,
    name text NOT NULL,
    position int NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    PRIMARY KEY (country, code)
  );
  -- Store credit and gift card balances, in the country's minor currency unit.
  CREATE TABLE store_credits (
    user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    country text NOT NULL,
    balance_minor int NOT NULL CHECK (balance_minor >= 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, country)
  );
  CREATE TABLE checkout_choices (
    cart_id int PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
    recipient jsonb,
    shipping_address jsonb,
    delivery_option text,
    collection_store_id int REFERENCES stores (id) ON DELETE SET NULL,
    payment_method text,
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  -- Gifts a gift-with-purchase offer lets the shopper pick (one where it has no row).
  CREATE TABLE gift_tiers (
    offer_id int PRIMARY KEY REFERENCES bag_offers (id) ON DELETE CASCADE,
    max_selectable int NOT NULL CHECK (max_selectable >= 1)
  );
  CREATE TABLE cart_gift_selections (
    cart_id int NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
    offer_id int NOT NULL REFERENCES bag_offers (id) ON DELETE CASCADE,
    variant_id int NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
    PRIMARY KEY (cart_id, offer_id, variant_id)
  );
`;

/**
 * `0015_consents_gst_brands_payment_attempts`: the brand shoppers know a payment method by
 * (`KBank`, `PromptPay`), which the checkout names it with; `NULL` for one without (a card). The
 * seed's checkout-v2 step fills the demo methods'.
 */
export const methodBrands = `
  ALTER TABLE payment_methods ADD COLUMN brand text;
`;
