/** An email the API would send: the shop has no mail provider wired in yet. */
export interface OutgoingEmail {
  to: string;
  kind: 'password-reset';
  /** The link the shopper follows; it carries the secret token. */
  link: string;
  sentAt: Date;
}

const MAX_KEPT = 100;
const kept: OutgoingEmail[] = [];

/**
 * Hands an email to delivery. Until a mail provider is wired in, the last emails are kept in
 * memory (for tests and the sandbox pages) and, in development, the link is logged; in
 * production the secret never reaches a log.
 */
export function sendEmail(email: Omit<OutgoingEmail, 'sentAt'>): void {
  kept.push({ ...email, sentAt: new Date() });
  if (kept.length > MAX_KEPT) kept.shift();
  if (process.env.NODE_ENV === 'development') {
    console.info(`[outbox] ${email.kind} for ${email.to}: ${email.link}`);
  }
}

/** The emails sent to an address, oldest first. */
export function sentEmails(to: string): OutgoingEmail[] {
  return kept.filter((email) => email.to === to.toLowerCase());
}
